import { counted } from '@yardline/domain/common/counted';
import {
  PLAN_MESSAGES,
  type Plan,
  type SuggestedPlan,
} from '@yardline/domain/planning/planning-api';
import { Alert, App, Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeletePlan, useSavePlan } from '../api/plans.ts';
import { suggestPlan } from '../api/suggestions.ts';
import { type DraftSlot, type DraftSlots, nextOrder } from '../plan-slots.ts';

/**
 * The plan's actions (doc 3 §4, §5): its name ('Plan with name {name} already exist!' when the
 * field is left), save or update, auto-assign, reset all, and delete after its confirmation.
 */
export function PlanToolbar({
  draft,
  editing,
  plans,
  unassigned,
  name,
  onName,
  onSaved,
  onDeleted,
  onDraft,
}: {
  draft: DraftSlots;
  /** The stored plan on screen (Edit Plan), if any. */
  editing: Plan | undefined;
  plans: Plan[];
  /** The searched containers without a slot: what auto-assign plans. */
  unassigned: number[];
  name: string;
  onName: (name: string) => void;
  onSaved: (plan: Plan) => void;
  onDeleted: () => void;
  /** The slots changed here (auto-assign, reset all), with the containers left unallotted. */
  onDraft: (next: DraftSlots, unallotted?: SuggestedPlan['unallotted']) => void;
}) {
  const { message, modal } = App.useApp();
  const save = useSavePlan();
  const remove = useDeletePlan();
  const [autoAssigning, setAutoAssigning] = useState(false);
  // The name as it was when the field was left: a name typed or loaded since is asked again.
  const [checkedName, setCheckedName] = useState<string>();
  const trimmed = name.trim();
  const taken = plans.some(
    (plan) => plan.id !== editing?.id && plan.name.toLowerCase() === trimmed.toLowerCase(),
  );
  const nameError =
    checkedName === name && trimmed && taken ? PLAN_MESSAGES.nameTaken(trimmed) : undefined;
  const saveDisabled = !name.trim() || draft.size === 0 || nameError !== undefined;

  const savePlan = () => {
    const plannedContainers = [...draft]
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([containerId, slot], i) => ({
        containerId,
        slotFullName: slot.location,
        planningOrder: i + 1,
        slotReason: slot.reason,
      }));
    save.mutate(
      { id: editing?.id, name: trimmed, plannedContainers },
      {
        onSuccess: (plan) => {
          void message.success(`Plan ${plan.name} saved.`);
          onSaved(plan);
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!editing) return;
    modal.confirm({
      title: `Delete plan ${editing.name}?`,
      content: 'Its containers go back to waiting for a slot.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(editing.id);
          void message.success(`Plan ${editing.name} deleted.`);
          onDeleted();
        } catch (error) {
          void message.error(errorMessage(error), 5);
        }
      },
    });
  };

  const autoAssign = async () => {
    if (unassigned.length === 0) {
      void message.info('Every searched container has a slot.');
      return;
    }
    setAutoAssigning(true);
    try {
      // The server plans around the slots on screen, so what it gives is free to take as is.
      const answer = await suggestPlan(unassigned.slice(0, 500), {
        draft,
        planId: editing?.id,
      });
      const next = new Map<number, DraftSlot>(draft);
      let order = nextOrder(draft);
      for (const c of [...answer.plannedContainers].sort(
        (a, b) => a.planningOrder - b.planningOrder,
      )) {
        next.set(c.containerId, {
          location: c.slotFullName,
          order: order++,
          reason: c.slotReason,
          matchPercent: c.matchPercent,
        });
      }
      onDraft(next, answer.unallotted);
      const count = answer.plannedContainers.length;
      void message.success(`Auto-assign planned ${counted(count, 'container')}.`);
    } catch (error) {
      void message.error(errorMessage(error), 5);
    } finally {
      setAutoAssigning(false);
    }
  };

  return (
    <section aria-label="Plan actions" className="planning-actions">
      <Flex gap={6} align="start" wrap>
        <Input
          aria-label="Plan name"
          placeholder="Plan name"
          maxLength={60}
          status={nameError ? 'error' : undefined}
          style={{ width: 200 }}
          value={name}
          onChange={(event) => onName(event.target.value)}
          onBlur={() => setCheckedName(name)}
          onPressEnter={() => !saveDisabled && savePlan()}
        />
        <Button type="primary" disabled={saveDisabled} loading={save.isPending} onClick={savePlan}>
          {editing === undefined ? 'Save plan' : 'Update plan'}
        </Button>
        <Button loading={autoAssigning} onClick={() => void autoAssign()}>
          Auto-assign
        </Button>
        {draft.size > 0 && <Button onClick={() => onDraft(new Map())}>Reset all</Button>}
        {editing && (
          <Button danger loading={remove.isPending} onClick={confirmDelete}>
            Delete plan
          </Button>
        )}
      </Flex>
      {nameError && <Alert type="error" showIcon title={nameError} />}
      {save.error && !nameError && <Alert type="error" showIcon title={errorMessage(save.error)} />}
    </section>
  );
}
