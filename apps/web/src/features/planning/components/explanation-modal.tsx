import type { SlotSuggestions } from '@yardline/domain/planning/planning-api';
import type { ScorePart } from '@yardline/domain/planning/weights';
import { Alert, Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { type ScreenPlan, useSuggestions } from '../api/suggestions.ts';

/** The parts of a suggestion's score, in the order a planner reads them (issue 10). */
export const SCORE_PARTS: { key: ScorePart; label: string; meaning: string }[] = [
  { key: 'ruleFit', label: 'Rule fit', meaning: 'a cell a colour rule keeps for this kind of box' },
  {
    key: 'stackCompatibility',
    label: 'Stack compatibility',
    meaning: 'the box leaves before later arrivals that would stand on it',
  },
  {
    key: 'expectedReshuffles',
    label: 'Expected reshuffles',
    meaning: 'the chance a box below must leave first',
  },
  { key: 'distance', label: 'Distance', meaning: 'travel from the gate' },
  { key: 'height', label: 'Height', meaning: 'lower tiers first' },
];

type Suggestion = SlotSuggestions['suggestions'][number];

const fixed = (value: number) => (Math.round(value * 1000) / 1000).toString();

interface ExplanationModalProps {
  container: { containerId: number; containerNumber: string } | undefined;
  /** The plan on screen, saved or not: its slots are not suggested again, those removed are. */
  screen: ScreenPlan;
  /** Gives the container this slot; undefined when it cannot be given one here. */
  onUse?: (suggestion: Suggestion) => void;
  onClose: () => void;
}

/**
 * "Why this slot" (issue 10): the engine's suggestion for a container with its score breakdown
 * (rule fit, stack compatibility, expected reshuffles, distance, height) and the runner-up slots.
 */
export function ExplanationModal({ container, screen, onUse, onClose }: ExplanationModalProps) {
  const answer = useSuggestions(container?.containerId, screen);
  const [best, ...runnerUps] = answer.data?.suggestions ?? [];
  const weights = answer.data?.weights;
  const use = (suggestion: Suggestion) =>
    onUse && (
      <Button size="small" onClick={() => onUse(suggestion)}>
        Use {suggestion.location}
      </Button>
    );
  return (
    <Modal
      open={container !== undefined}
      title={
        best ? `Why ${best.location} for ${container?.containerNumber}` : container?.containerNumber
      }
      width={760}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {answer.isPending && <Spin />}
      {answer.error && <Alert type="error" showIcon title={errorMessage(answer.error)} />}
      {answer.data && !best && (
        <Alert type="warning" showIcon title="No slot in the yard can take this container now." />
      )}
      {best && weights && (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { label: 'Suggested slot', children: best.location },
              { label: 'Match', children: `${best.matchPercent} %` },
              { label: 'Reason', children: best.reason, span: 2 },
            ]}
          />
          <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
            Score breakdown
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            aria-label="Score breakdown"
            dataSource={SCORE_PARTS.map((part) => ({
              ...part,
              value: best.breakdown[part.key].value,
              weight: weights[part.key],
              cost: best.breakdown[part.key].cost,
            }))}
            columns={[
              { title: 'Part', dataIndex: 'label' },
              { title: 'What it measures', dataIndex: 'meaning' },
              { title: 'Value', dataIndex: 'value', align: 'right', render: fixed },
              { title: 'Weight', dataIndex: 'weight', align: 'right', render: fixed },
              { title: 'Cost', dataIndex: 'cost', align: 'right', render: fixed },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  Total cost (lower is better)
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {fixed(best.cost)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <div style={{ marginTop: 8 }}>{use(best)}</div>
          <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
            Runner-up slots
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="location"
            aria-label="Runner-up slots"
            dataSource={runnerUps}
            locale={{ emptyText: 'No other slot can take it.' }}
            columns={[
              { title: 'Slot', dataIndex: 'location' },
              { title: 'Match', dataIndex: 'matchPercent', render: (p: number) => `${p} %` },
              { title: 'Cost', dataIndex: 'cost', align: 'right', render: fixed },
              {
                title: 'Reshuffles',
                key: 'reshuffles',
                align: 'right',
                render: (_, s: Suggestion) => fixed(s.breakdown.expectedReshuffles.value),
              },
              { title: 'Reason', dataIndex: 'reason' },
              ...(onUse
                ? [{ title: '', key: 'use', render: (_: unknown, s: Suggestion) => use(s) }]
                : []),
            ]}
          />
        </>
      )}
    </Modal>
  );
}
