import {
  CONTAINER_NUMBER_PATTERN,
  normaliseContainerNumber,
} from '@yardline/domain/containers/container-number';
import {
  GATE_PARAM_IDS,
  type GateSuggestion,
  type PlanningContainer,
  planningFacts,
} from '@yardline/domain/planning/gate-planning';
import { Alert, Flex, Radio, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useFeature } from '../../../api/metadata.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useGateSuggestions, usePlanningParams } from '../api/planning-suggestions.ts';
import { type BoxDraft, BoxPlanningFields, planningFields } from './box-fields.tsx';

/** A box as the planning call takes it; the number once complete (it tells the liner). */
function planningContainer(box: BoxDraft): PlanningContainer {
  const number = normaliseContainerNumber(box.containerNumber);
  return {
    containerNumber: CONTAINER_NUMBER_PATTERN.test(number) ? number : '',
    containerSize: box.containerSize,
    containerType: box.containerType,
    params: [
      { paramId: GATE_PARAM_IDS.size, value: box.containerSize },
      { paramId: GATE_PARAM_IDS.category, value: box.gateInPurpose },
    ],
    ...planningFields(box),
    slot: box.slot || undefined,
  };
}

/** The suggested slot first ('' : the gate-in takes the engine's choice), then the others. */
const slotOptions = (suggestion: GateSuggestion) => [
  {
    value: '',
    label: `Suggested ${suggestion.suggestedLocation} · ${suggestion.matchPercent} % match`,
  },
  ...suggestion.otherLocations.map((other) => ({
    value: other.location,
    label: `${other.location} · ${other.matchPercent} %`,
  })),
];

interface PlanningSuggestionsProps {
  boxes: BoxDraft[];
  onChange: (i: number, next: BoxDraft) => void;
}

/**
 * The planning engine at the gate (doc 1 §3 "Planning container"), while it is switched on (doc 2
 * §6): for each box on the truck, what planning uses when known (vessel, departure, job order,
 * hazardous), then the suggested slot and the other locations with their match, asked again as
 * the clerk types. The gate-in takes the suggested slot unless the clerk picks another here.
 * Until the form says enough, doc 2 §5's planning message says what is missing.
 */
export function PlanningSuggestions(props: PlanningSuggestionsProps) {
  return useFeature('planningEngine') ? <PlanningSection {...props} /> : null;
}

function PlanningSection({ boxes, onChange }: PlanningSuggestionsProps) {
  const params = usePlanningParams();
  const containers = boxes.map(planningContainer);
  const checked = params.data ? planningFacts(params.data, containers) : undefined;
  const problem = checked && 'problem' in checked ? checked.problem : undefined;
  const suggestions = useGateSuggestions(checked && !problem ? containers : undefined);
  const answered = checked && !problem ? suggestions.data?.containers : undefined;

  // A pick the latest answer no longer lists goes back to the suggested slot.
  useEffect(() => {
    boxes.forEach((box, i) => {
      const listed = answered?.[i]?.otherLocations.some((other) => other.location === box.slot);
      if (box.slot && !listed) onChange(i, { ...box, slot: '' });
    });
  }, [answered, boxes, onChange]);

  const error = params.error ?? (problem ? null : suggestions.error);
  return (
    <section className="gate-planning" aria-label="Planning">
      <Typography.Text strong>Planning</Typography.Text>
      {problem && (
        <Typography.Paragraph type="secondary" role="status" className="gate-planning-problem">
          {problem}
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      {boxes.map((box, i) => {
        const n = (i + 1) as 1 | 2;
        const suggestion = answered?.[i];
        return (
          <Flex key={n} vertical gap={4} className="gate-planning-box">
            {boxes.length > 1 && <Typography.Text type="secondary">Container {n}</Typography.Text>}
            <BoxPlanningFields n={n} value={box} onChange={(next) => onChange(i, next)} />
            {suggestion?.suggestedLocation === null && (
              <Tag color="red">No free slot the colour rules allow</Tag>
            )}
            {suggestion?.suggestedLocation && (
              <>
                <Radio.Group
                  aria-label={`Slot for container ${n}`}
                  value={box.slot}
                  onChange={(event) => onChange(i, { ...box, slot: event.target.value })}
                  options={slotOptions(suggestion)}
                />
                {suggestion.reason && (
                  <Typography.Text type="secondary" className="gate-planning-reason">
                    {suggestion.reason}
                  </Typography.Text>
                )}
              </>
            )}
          </Flex>
        );
      })}
    </section>
  );
}
