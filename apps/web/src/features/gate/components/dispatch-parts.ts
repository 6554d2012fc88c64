import type { ContainerMove } from '@yardline/domain/events/live-events';
import { DISPATCH_MESSAGES } from '@yardline/domain/gate/dispatch';
import type { App } from 'antd';

/** Doc 2 §4 and §9: a dispatch's success flag shows for 1 second, then the form resets. */
export const DISPATCH_FLAG_MS = 1_000;

/** The boxes shifted off a dispatched box, as the success names them (' X shifted to Y.'). */
export const shiftsText = (moves: readonly ContainerMove[]): string =>
  moves
    .filter((move) => move.shifting)
    .map((move) => ` ${move.number} shifted to ${move.to}.`)
    .join('');

/** Doc 2 §8: 'Alert: Container found In Erp', asking whether to dispatch it still. */
export function confirmErpDispatch(
  modal: ReturnType<typeof App.useApp>['modal'],
  onYes: () => void,
): void {
  modal.confirm({
    title: DISPATCH_MESSAGES.erpAlert,
    content: DISPATCH_MESSAGES.erpQuestion,
    okText: 'Yes, dispatch',
    cancelText: 'No',
    focusTriggerAfterClose: false,
    onOk: onYes,
  });
}
