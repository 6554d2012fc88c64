import {
  DISPATCH_MESSAGES,
  type DispatchAnswer,
  DispatchBody,
  dispatchProblem,
  FOUND_IN_ERP,
  GATE_PASS_NOT_FOUND,
} from '@yardline/domain/gate/dispatch';
import { OCR_MESSAGES } from '@yardline/domain/gate/ocr';
import type { InputRef } from 'antd';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDispatch } from '../api/dispatch.ts';
import { newAttemptKey } from '../attempt-key.ts';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import { confirmErpDispatch, DISPATCH_FLAG_MS, shiftsText } from './dispatch-parts.ts';
import { OutcomeAlert } from './form-parts.tsx';
import type { GateFormProps } from './gate-in-form.tsx';
import { LeavingBoxFields, useLeavingBox } from './leaving-box.tsx';

/**
 * Dispatch (doc 2 §2 "Yard Container Operations"): a box leaves. No gate pass opens the 'Gate
 * Pass Not Found' modal, which forces the dispatch with a reason; a box the ERP holds asks
 * 'Alert: Container found In Erp' first. The dispatch time is now (doc 2 §9).
 */
export function DispatchForm({
  onDirty,
  onSaved,
  onReset,
  initial,
  gate,
  gatePassVerified,
  onDispatched,
}: GateFormProps & {
  /** What an OCR read filled in (the smart gate). */
  initial?: { containerNumber?: string; trailerNumber?: string };
  /** The gate it leaves by (the smart gate's). */
  gate?: string;
  /** The smart gate asks for the gate pass to be verified first (doc 2 §5); absent: no check. */
  gatePassVerified?: boolean;
  onDispatched?: () => void;
}) {
  const numberField = useFocusOnMount();
  const { modal } = App.useApp();
  const dispatch = useDispatch();
  const box = useLeavingBox(initial, onDirty);
  const { containerNumber, trailerNumber, outcome, setOutcome, attempt } = box;
  const [forcing, setForcing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reasonField = useRef<InputRef>(null);

  async function send(force: { forceDispatch: boolean; forceDispatchReason?: string }) {
    const values = DispatchBody.parse({
      containerNumber,
      trailerNumber: trailerNumber || undefined,
      dispatchTime: Date.now(),
      gate,
      forceDispatch: force.forceDispatch,
      gateOutDetails: force.forceDispatchReason
        ? { forceDispatchReason: force.forceDispatchReason }
        : {},
    });
    const problem =
      dispatchProblem(values) ??
      (gatePassVerified === false ? OCR_MESSAGES.verifyGatePass : undefined);
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return;
    }
    attempt.current ??= newAttemptKey();
    try {
      answered(await dispatch.mutateAsync({ body: values, key: attempt.current }), force);
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error) });
    }
  }

  function answered(answer: DispatchAnswer, force: { forceDispatchReason?: string }) {
    // Each refusal changed nothing: the confirmed resend is a new attempt.
    if (!answer.dispatched) attempt.current = undefined;
    if (answer.responsestatus === GATE_PASS_NOT_FOUND) {
      setReason('');
      setReasonError(undefined);
      setForcing(true);
      return;
    }
    if (answer.responsestatus === FOUND_IN_ERP) {
      confirmErpDispatch(modal, () =>
        send({ forceDispatch: true, forceDispatchReason: force.forceDispatchReason }),
      );
      return;
    }
    if (!answer.dispatched) {
      setOutcome({ kind: 'error', text: answer.responsestatus });
      return;
    }
    const shifts = shiftsText(answer.moves);
    setOutcome({ kind: 'success', text: `${DISPATCH_MESSAGES.success}.${shifts}` });
    onSaved(`Dispatch ${containerNumber}${shifts ? ` —${shifts}` : ''}`);
    onDispatched?.();
    setTimeout(onReset, DISPATCH_FLAG_MS);
  }

  function force() {
    if (!reason.trim()) {
      setReasonError(DISPATCH_MESSAGES.forceReason);
      return;
    }
    setForcing(false);
    void send({ forceDispatch: true, forceDispatchReason: reason.trim() });
  }

  return (
    <Form layout="vertical" onFinish={() => send({ forceDispatch: false })} aria-label="Dispatch">
      <LeavingBoxFields idPrefix="gate-dispatch" numberField={numberField} box={box} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Dispatch time: now.
      </Typography.Paragraph>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={dispatch.isPending}>
          Dispatch
        </Button>
      </Form.Item>
      <OutcomeAlert outcome={outcome} />
      <Modal
        open={forcing}
        title={GATE_PASS_NOT_FOUND}
        okText="Force dispatch"
        onOk={force}
        onCancel={() => setForcing(false)}
        // The modal focuses itself as it opens; the clerk types the reason straight away.
        afterOpenChange={(open) => open && reasonField.current?.focus()}
        focusTriggerAfterClose={false}
        destroyOnHidden
      >
        <Typography.Paragraph>
          No gate pass was found for {containerNumber}. To dispatch it anyway, give the reason.
        </Typography.Paragraph>
        <Form.Item
          label="Reason"
          htmlFor="gate-force-reason"
          validateStatus={reasonError ? 'error' : undefined}
          help={reasonError}
        >
          <Input
            id="gate-force-reason"
            ref={reasonField}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
            onPressEnter={force}
          />
        </Form.Item>
      </Modal>
    </Form>
  );
}
