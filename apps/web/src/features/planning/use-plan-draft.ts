import type { Plan, SuggestedPlan } from '@yardline/domain/planning/planning-api';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { type DraftSlot, nextOrder } from './plan-slots.ts';

const NO_SLOTS: ReadonlyMap<number, DraftSlot> = new Map();

/**
 * The plan on the planning screen: the slots given so far (by container id), its name, whether
 * it differs from what was last loaded or saved, and what auto-assign could not place. `guard`
 * asks before an action that would lose unsaved slots.
 */
export function usePlanDraft() {
  const { modal } = App.useApp();
  const [slots, setSlots] = useState<ReadonlyMap<number, DraftSlot>>(NO_SLOTS);
  const [dirty, setDirty] = useState(false);
  const [name, setName] = useState('');
  const [unallotted, setUnallotted] = useState<SuggestedPlan['unallotted']>();

  /** Starts from a stored plan (or an empty one), with nothing unsaved. */
  const load = useCallback((plan: Plan | undefined) => {
    setSlots(
      new Map(
        (plan?.plannedContainers ?? []).map((c) => [
          c.containerId,
          { location: c.slotFullName, order: c.planningOrder, reason: c.slotReason },
        ]),
      ),
    );
    setName(plan?.name ?? '');
    setDirty(false);
    setUnallotted(undefined);
  }, []);

  const assign = useCallback((containerId: number, location: string, reason: string) => {
    setSlots((current) =>
      new Map(current).set(containerId, { location, order: nextOrder(current), reason }),
    );
    setDirty(true);
  }, []);

  const reset = useCallback((containerId: number) => {
    setSlots((current) => {
      const next = new Map(current);
      next.delete(containerId);
      return next;
    });
    setDirty(true);
  }, []);

  /** Auto-assign's answer: its slots, and the containers it left without one. */
  const replace = useCallback(
    (next: ReadonlyMap<number, DraftSlot>, left?: SuggestedPlan['unallotted']) => {
      setSlots(next);
      setDirty(true);
      if (left) setUnallotted(left);
    },
    [],
  );

  /** Runs `action` now, or after the planner agrees to lose the unsaved slots. */
  const guard = (action: () => void) => {
    if (!dirty) return action();
    // After the key event that asked: an Enter in the search box must not also answer the dialog.
    setTimeout(() =>
      modal.confirm({
        title: 'Discard unsaved slots?',
        content: 'The slots given since the plan was last saved will be lost.',
        okText: 'Discard',
        okButtonProps: { danger: true },
        onOk: () => {
          setDirty(false);
          action();
        },
      }),
    );
  };

  return {
    slots,
    dirty,
    name,
    setName,
    unallotted,
    clearUnallotted: () => setUnallotted(undefined),
    load,
    assign,
    reset,
    replace,
    guard,
  };
}
