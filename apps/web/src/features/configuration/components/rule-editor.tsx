import { counted } from '@yardline/domain/common/counted';
import {
  ANY,
  type ColourRule,
  RULE_FILTER_LABELS,
  RULE_FILTER_LISTS,
  RULE_FILTERS,
  RULE_MESSAGES,
  RuleColour,
  type RuleFilter,
  RuleName,
  ruleNameTaken,
  UNSET_COLOUR,
} from '@yardline/domain/configuration/colour-rule';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  ColorPicker,
  Flex,
  Form,
  Input,
  Popconfirm,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useMasterLists } from '../../../api/master-list.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useDeleteColourRule } from '../api/delete-colour-rule.ts';
import { useSaveColourRule } from '../api/save-colour-rule.ts';
import type { CellSelection } from './yard-cell-grid.tsx';

type RuleFormValues = Pick<ColourRule, 'name' | 'color' | 'hazardous' | RuleFilter>;

const ruleFormValues = (rule: ColourRule | undefined): RuleFormValues => ({
  name: rule?.name ?? '',
  color: rule?.color ?? UNSET_COLOUR,
  hazardous: rule?.hazardous ?? false,
  ...(Object.fromEntries(RULE_FILTERS.map((filter) => [filter, rule?.[filter] ?? ANY])) as Record<
    RuleFilter,
    string
  >),
});

/** Colours that stay apart from each other and from the empty (white) cells. */
const SUGGESTED_COLOURS = [
  '#1e90ff',
  '#d9363e',
  '#8c8c8c',
  '#2e9d5b',
  '#f2a900',
  '#8e44ad',
  '#00a3a3',
  '#e8682a',
  '#5b6cd8',
  '#b5651d',
];

const LISTS = RULE_FILTERS.map((filter) => RULE_FILTER_LISTS[filter]);

interface RuleEditorProps {
  /** The stored rule being changed; undefined for a new one. */
  rule: ColourRule | undefined;
  rules: readonly ColourRule[];
  selection: CellSelection;
  /** The grid draws the selection in the colour being picked. */
  onColourChange: (colour: string) => void;
  onClearSelection: () => void;
  /** After a save or a delete, and on cancel: back to view mode. */
  onDone: () => void;
}

/** The rule form of edit mode (doc 1 §2, §5): the cells come from the grid beside it. */
export function RuleEditor({
  rule,
  rules,
  selection,
  onColourChange,
  onClearSelection,
  onDone,
}: RuleEditorProps) {
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string>();
  const save = useSaveColourRule();
  const remove = useDeleteColourRule();
  const lists = useMasterLists(LISTS);

  const submit = (values: RuleFormValues) => {
    if (selection.size === 0) return setProblem(RULE_MESSAGES.cellsRequired);
    setProblem(undefined);
    save.mutate(
      { ...values, id: rule?.id, cells: [...selection].map((id) => ({ id })) },
      {
        onSuccess: (saved) => {
          message.success(`Rule ${saved.name} saved: ${counted(saved.cells.length, 'cell')}.`);
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const deleteRule = (stored: ColourRule) =>
    remove.mutate(stored.id, {
      onSuccess: () => {
        message.success(`Rule ${stored.name} deleted.`);
        onDone();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });

  const nameAvailable = {
    validator: async (_: unknown, name: string | undefined) => {
      if (name && ruleNameTaken(rules, name, rule?.id)) {
        throw new Error(RULE_MESSAGES.nameTaken(name.trim()));
      }
    },
  };

  return (
    <Card
      size="small"
      title={rule ? `Edit rule ${rule.name}` : 'New rule'}
      aria-label={rule ? `Edit rule ${rule.name}` : 'New rule'}
      role="region"
    >
      <Form<RuleFormValues>
        name="colour-rule"
        layout="vertical"
        requiredMark={false}
        initialValues={ruleFormValues(rule)}
        onFinish={submit}
        onValuesChange={(changed: Partial<RuleFormValues>) => {
          if (changed.color) onColourChange(changed.color);
        }}
        disabled={save.isPending || remove.isPending}
      >
        {/* Doc 1 §5: the name's availability is checked when the field loses focus. */}
        <Form.Item
          label="Name"
          name="name"
          validateTrigger="onBlur"
          rules={[zodRule(RuleName), nameAvailable]}
        >
          <Input autoFocus autoComplete="off" maxLength={60} />
        </Form.Item>
        <div className="rule-filters">
          <Form.Item
            label="Colour"
            name="color"
            rules={[zodRule(RuleColour)]}
            getValueFromEvent={(colour: { toHexString: () => string }) => colour.toHexString()}
          >
            <ColorPicker
              showText
              disabledAlpha
              format="hex"
              presets={[{ label: 'Suggested', colors: SUGGESTED_COLOURS }]}
            />
          </Form.Item>
          {RULE_FILTERS.map((filter, index) => (
            <Form.Item key={filter} label={RULE_FILTER_LABELS[filter]} name={filter}>
              <Select
                showSearch
                loading={lists[index]?.isPending}
                options={[ANY, ...(lists[index]?.data?.map((entry) => entry.name) ?? [])].map(
                  (name) => ({ value: name, label: name }),
                )}
              />
            </Form.Item>
          ))}
          <Form.Item name="hazardous" valuePropName="checked">
            <Checkbox>Hazardous</Checkbox>
          </Form.Item>
        </div>
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <Typography.Text>
            <strong>{selection.size.toLocaleString()}</strong>{' '}
            {selection.size === 1 ? 'cell' : 'cells'} selected
          </Typography.Text>
          <Button type="link" size="small" onClick={onClearSelection} disabled={!selection.size}>
            Clear
          </Button>
        </Flex>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save rule
          </Button>
          <Button onClick={onDone}>Cancel</Button>
          {rule && (
            <Popconfirm
              title="Are you sure you want to delete this?"
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => deleteRule(rule)}
            >
              <Button danger style={{ marginInlineStart: 'auto' }} loading={remove.isPending}>
                Delete rule
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Form>
    </Card>
  );
}
