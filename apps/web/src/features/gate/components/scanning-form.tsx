import { normaliseContainerNumber } from '@yardline/domain/containers/container-number';
import { DISPATCH_MESSAGES, FOUND_IN_ERP } from '@yardline/domain/gate/dispatch';
import { SCANNING_MESSAGES, type ScanningDispatchAnswer } from '@yardline/domain/gate/scanning';
import { App, Button, Form, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { useScanningDispatch } from '../api/scanning.ts';
import { newAttemptKey } from '../attempt-key.ts';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import { confirmErpDispatch, DISPATCH_FLAG_MS, shiftsText } from './dispatch-parts.ts';
import { OutcomeAlert } from './form-parts.tsx';
import type { GateFormProps } from './gate-in-form.tsx';
import { LeavingBoxFields, useLeavingBox } from './leaving-box.tsx';

/**
 * Dispatch for scanning (doc 2 §2 "scanningOut"): the box leaves the yard for the scanner, with
 * no gate pass asked for. A box the ERP holds asks 'Alert: Container found In Erp' first; any
 * other refusal reads 'Dispatch of container for scanning failed' with its reason (doc 2 §8).
 * The success shows for 1 s, then the form starts over, like a dispatch.
 */
export function ScanningForm({
  onDirty,
  onSaved,
  onReset,
  initial,
  gate,
  onDispatched,
}: GateFormProps & {
  /** What an OCR read filled in (the smart gate). */
  initial?: { containerNumber?: string; trailerNumber?: string };
  /** The gate it leaves by (the smart gate's). */
  gate?: string;
  onDispatched?: () => void;
}) {
  const numberField = useFocusOnMount();
  const { modal } = App.useApp();
  const scanning = useScanningDispatch();
  const box = useLeavingBox(initial, onDirty);
  const { containerNumber, trailerNumber, outcome, setOutcome, attempt } = box;
  const failed = (reason: string) =>
    setOutcome({ kind: 'error', text: `${SCANNING_MESSAGES.failed}: ${reason}` });

  async function send(forceDispatch: boolean) {
    const number = normaliseContainerNumber(containerNumber);
    if (number.length !== 11) {
      setOutcome({ kind: 'error', text: DISPATCH_MESSAGES.number });
      return;
    }
    attempt.current ??= newAttemptKey();
    try {
      const body = {
        containerNumber: number,
        forceDispatch,
        gate,
        trailerNumber: trailerNumber.trim() || undefined,
      };
      answered(number, await scanning.mutateAsync({ body, key: attempt.current }));
    } catch (error) {
      failed(errorMessage(error));
    }
  }

  function answered(number: string, answer: ScanningDispatchAnswer) {
    // A refusal changed nothing: the confirmed resend is a new attempt.
    if (!answer.dispatched) attempt.current = undefined;
    if (answer.responsestatus === FOUND_IN_ERP) {
      confirmErpDispatch(modal, () => send(true));
      return;
    }
    if (!answer.dispatched) {
      failed(answer.responsestatus);
      return;
    }
    const shifts = shiftsText(answer.moves);
    setOutcome({ kind: 'success', text: `${SCANNING_MESSAGES.success}: ${number}.${shifts}` });
    onSaved(`Dispatch for scanning ${number}${shifts ? ` —${shifts}` : ''}`);
    onDispatched?.();
    setTimeout(onReset, DISPATCH_FLAG_MS);
  }

  return (
    <Form layout="vertical" onFinish={() => send(false)} aria-label="Dispatch for scanning">
      <LeavingBoxFields idPrefix="gate-scanning" numberField={numberField} box={box} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        The box leaves for the scanner now, without a gate pass (exit process Scanning).
      </Typography.Paragraph>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={scanning.isPending}>
          Dispatch for scanning
        </Button>
      </Form.Item>
      <OutcomeAlert outcome={outcome} />
    </Form>
  );
}
