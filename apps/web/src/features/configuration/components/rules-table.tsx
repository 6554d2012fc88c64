import {
  ANY,
  type ColourRule,
  RULE_FILTER_LABELS,
  RULE_FILTERS,
} from '@yardline/domain/configuration/colour-rule';
import { Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { ColourSwatch } from './colour-swatch.tsx';

/** The boxes a rule is for, in words: its filters that are not 'All'. */
const ruleBoxes = (rule: ColourRule): string => {
  const narrowed = RULE_FILTERS.filter((filter) => rule[filter] !== ANY).map(
    (filter) => `${RULE_FILTER_LABELS[filter]} ${rule[filter]}`,
  );
  if (rule.hazardous) narrowed.push('hazardous');
  return narrowed.length > 0 ? narrowed.join(' · ') : 'Any box';
};

interface RulesTableProps {
  rules: ColourRule[] | undefined;
  loading: boolean;
  /** Absent when the user may not change rules. */
  onEdit?: (rule: ColourRule) => void;
}

/** The stored rules: the grid's legend, and where a rule is picked to change. */
export function RulesTable({ rules, loading, onEdit }: RulesTableProps) {
  const columns: TableColumnsType<ColourRule> = [
    {
      title: 'Rule',
      dataIndex: 'name',
      render: (name: string, rule) => (
        <Flex gap={6} align="center">
          <ColourSwatch colour={rule.color} />
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {name}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'For', key: 'boxes', render: (_, rule) => ruleBoxes(rule) },
    {
      title: 'Cells',
      key: 'cells',
      align: 'right',
      render: (_, rule) => rule.cells.length.toLocaleString(),
    },
  ];
  if (onEdit) {
    columns.push({
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 56,
      render: (_, rule) => (
        <Button
          type="link"
          size="small"
          aria-label={`Edit ${rule.name}`}
          onClick={() => onEdit(rule)}
        >
          Edit
        </Button>
      ),
    });
  }

  return (
    <Table<ColourRule>
      aria-label="Colour rules"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rules}
      loading={loading}
      pagination={false}
      locale={{ emptyText: 'No colour rules yet' }}
    />
  );
}
