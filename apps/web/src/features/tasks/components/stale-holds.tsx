import {
  heldFor,
  holderLabel,
  type SlotHold,
  STALE_HOLD_HOURS,
} from '@yardline/domain/yard/slot-holds';
import { Alert } from 'antd';
import { useNow } from '../../../lib/use-now.ts';

/**
 * The slots held longer than a shift (STALE_HOLD_HOURS): each open task's or plan's promise that
 * was never released, oldest first, so a supervisor completes, re-targets or deletes it.
 */
export function StaleHolds({ holds }: { holds: readonly SlotHold[] }) {
  const now = useNow(60_000);
  if (holds.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`${holds.length === 1 ? 'A slot has' : `${holds.length} slots have`} been held for more than ${STALE_HOLD_HOURS} h`}
      description={
        <>
          A task is worked in the shift it is made in: these promises outlived theirs, and no one
          else may take their slots until the task is completed, re-targeted or deleted (or the plan
          deleted).
          <ul aria-label="Stale holds" style={{ margin: '6px 0 0', paddingLeft: 18 }}>
            {holds.map((hold) => (
              <li key={`${hold.location} ${holderLabel(hold.holder)}`}>
                {hold.location}: {holderLabel(hold.holder)}, held {heldFor(hold.since, now)}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
