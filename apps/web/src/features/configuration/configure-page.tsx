import { PlusOutlined } from '@ant-design/icons';
import { canWrite, enterpriseUnlocked } from '@yardline/domain/auth/can';
import {
  type ColourRule,
  rulesByCell,
  UNSET_COLOUR,
} from '@yardline/domain/configuration/colour-rule';
import { Alert, Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { useYardLayout } from '../../api/yard-layout.ts';
import { EnterpriseLock } from '../../components/enterprise-lock.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useColourRules } from './api/colour-rules.ts';
import { RuleEditor } from './components/rule-editor.tsx';
import { RulesTable } from './components/rules-table.tsx';
import { type CellSelection, YardCellGrid } from './components/yard-cell-grid.tsx';
import './configure-page.css';

/** Edit mode: the rule being changed (undefined for a new one) and the colour picked so far. */
interface Draft {
  rule: ColourRule | undefined;
  colour: string;
}

const NO_CELLS: CellSelection = new Set();

/**
 * `/configure`: yard colour rules (doc 1 §2, §4, §5). View mode shows each cell in its rule's
 * colour; edit mode picks cells on the grid and fills the rule form beside it.
 */
export function ConfigurePage() {
  const health = useHealth();
  const layout = useYardLayout();
  const rules = useColourRules();
  const [draft, setDraft] = useState<Draft>();
  const [selection, setSelection] = useState<CellSelection>(NO_CELLS);
  const owners = useMemo(() => rulesByCell(rules.data ?? []), [rules.data]);

  const user = health.data;
  const locked = user ? !enterpriseUnlocked(user, user.enterpriseVersion) : false;
  const mayChange = user ? canWrite(user) : false;

  const edit = (rule?: ColourRule) => {
    setSelection(new Set(rule?.cells.map((cell) => cell.id)));
    setDraft({ rule, colour: rule?.color ?? UNSET_COLOUR });
  };
  const view = () => {
    setDraft(undefined);
    setSelection(NO_CELLS);
  };

  const failure = layout.error ?? rules.error;

  return (
    <Flex vertical gap={8}>
      <title>Yard colour rules · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Yard colour rules
      </Typography.Title>
      {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
      <EnterpriseLock locked={locked}>
        <div className="configure-layout">
          <div className="configure-yard">
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {draft
                ? 'Click or drag across cells to select them; an area or row name selects all its free cells. Cells of other rules cannot be selected.'
                : 'Each cell in the colour of its rule; white cells have none.'}
            </Typography.Paragraph>
            {layout.data && (
              <YardCellGrid
                areas={layout.data.areaLayouts}
                owners={owners}
                editor={
                  draft && {
                    ruleId: draft.rule?.id,
                    colour: draft.colour,
                    selection,
                    setSelection,
                  }
                }
              />
            )}
          </div>
          <aside className="configure-side" aria-label="Rules">
            {draft ? (
              <RuleEditor
                key={draft.rule?.id ?? 'new'}
                rule={draft.rule}
                rules={rules.data ?? []}
                selection={selection}
                onColourChange={(colour) => setDraft({ ...draft, colour })}
                onClearSelection={() => setSelection(NO_CELLS)}
                onDone={view}
              />
            ) : (
              <Flex vertical gap={8}>
                {mayChange && (
                  <Button
                    type="primary"
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => edit()}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    New rule
                  </Button>
                )}
                <RulesTable
                  rules={rules.data}
                  loading={rules.isPending}
                  onEdit={mayChange ? edit : undefined}
                />
              </Flex>
            )}
          </aside>
        </div>
      </EnterpriseLock>
    </Flex>
  );
}
