import {
  GATE_IN_MESSAGES,
  type GateInAnswer,
  GateInBody,
  gateInProblem,
  isGateInSuccess,
  isInvalidNumberStatus,
  type OffloadingMode,
} from '@yardline/domain/gate/gate-in';
import { App, Button, Form, Row } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useGateIn } from '../api/gate-in.ts';
import { newAttemptKey } from '../attempt-key.ts';
import { type BoxDraft, BoxFields, EMPTY_BOX, gateInContainer } from './box-fields.tsx';
import { type Outcome, OutcomeAlert, TrailerFields } from './form-parts.tsx';
import { PlanningSuggestions } from './planning-suggestions.tsx';

/** Doc 2 §4 and §9: after a gate-in without tasks the form clears after 2 seconds. */
const RESET_AFTER_MS = 2_000;

export interface GateFormProps {
  /** Tells the page whether the form holds unsaved data (doc 2 §4, tab change). */
  onDirty: (dirty: boolean) => void;
  /** Records a save in the page's activity list. */
  onSaved: (text: string) => void;
  /** Starts the form over (the page remounts it). */
  onReset: () => void;
}

/**
 * Container offloading (doc 2 §2): one box (single) or two 20 ft boxes (double) off one truck.
 * Keyboard first: the first field has the focus, Enter in any text field sends, each answer is
 * said on the form and kept in the activity list.
 */
export function GateInForm({
  mode,
  processes,
  onDirty,
  onSaved,
  onReset,
  initial,
  onGatedIn,
}: GateFormProps & {
  mode: OffloadingMode;
  processes: string[];
  /** What an OCR read filled in (the smart gate): the first box's number and size, the trailer. */
  initial?: { containerNumber?: string; containerSize?: string; trailerNumber?: string };
  /** Called once the gate-in succeeded (the smart gate takes the OCR record off its queue). */
  onGatedIn?: () => void;
}) {
  const { modal } = App.useApp();
  const gateIn = useGateIn();
  const first: BoxDraft = {
    ...EMPTY_BOX,
    containerNumber: initial?.containerNumber ?? '',
    containerSize: initial?.containerSize ?? '',
  };
  const [boxes, setBoxes] = useState<BoxDraft[]>(mode === 'double' ? [first, EMPTY_BOX] : [first]);
  const [trailerNumber, setTrailerNumber] = useState(initial?.trailerNumber ?? '');
  const [trailerTag, setTrailerTag] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const attempt = useRef<string | undefined>(undefined);

  const dirty =
    trailerNumber !== '' ||
    trailerTag !== '' ||
    boxes.some(
      (box) =>
        box.containerNumber ||
        box.tagId ||
        box.gateInPurpose ||
        box.containerSize ||
        box.vessel ||
        box.expectedDeparture ||
        box.jobOrderNumber,
    );
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const changed = () => {
    attempt.current = undefined;
    setOutcome(undefined);
  };
  const setBox = (i: number) => (next: BoxDraft) => {
    changed();
    setBoxes((all) => all.map((box, j) => (j === i ? next : box)));
  };
  // The outcome stays: the yard's change after a gate-in can move the pick back by itself.
  const setPlanning = useCallback((i: number, next: BoxDraft) => {
    attempt.current = undefined;
    setBoxes((all) => all.map((box, j) => (j === i ? next : box)));
  }, []);

  const sizedBoxes = useMemo(() => boxes.map((box) => sized(box, mode)), [boxes, mode]);
  const body = (skipValidation: boolean) =>
    GateInBody.parse({
      container1Data: sizedBoxes[0] && gateInContainer(sizedBoxes[0]),
      ...(mode === 'double' && sizedBoxes[1]
        ? { container2Data: gateInContainer(sizedBoxes[1]) }
        : {}),
      trailerNumber,
      trailerTag1: trailerTag,
      skipValidation,
    });

  async function send(skipValidation: boolean) {
    const values = body(skipValidation);
    const problem = gateInProblem(values);
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return;
    }
    attempt.current ??= newAttemptKey();
    try {
      const answer = await gateIn.mutateAsync({ body: values, key: attempt.current });
      answered(answer);
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error) });
    }
  }

  function answered(answer: GateInAnswer) {
    if (isInvalidNumberStatus(answer.responsestatus)) {
      attempt.current = undefined;
      modal.confirm({
        title: 'Invalid container number',
        content: GATE_IN_MESSAGES.confirmInvalid(answer.responsestatus),
        okText: GATE_IN_MESSAGES.confirmYes,
        cancelText: GATE_IN_MESSAGES.confirmNo,
        onOk: () => send(true),
        onCancel: () => setOutcome({ kind: 'error', text: 'Gate-in cancelled.' }),
      });
      return;
    }
    if (!isGateInSuccess(answer.responsestatus)) {
      setOutcome({ kind: 'error', text: answer.responsestatus });
      return;
    }
    const placed = answer.containers.map((box) => `${box.number} → ${box.location}`).join(', ');
    setOutcome({ kind: 'success', text: `${GATE_IN_MESSAGES.success}: ${placed}` });
    onSaved(`Gate-in ${placed} (trailer ${trailerNumber})`);
    onGatedIn?.();
    if (answer.tasks.length === 0) setTimeout(onReset, RESET_AFTER_MS);
  }

  return (
    <Form layout="vertical" onFinish={() => send(false)} aria-label={`Gate-in, ${mode}`}>
      {boxes.map((box, i) => (
        <BoxFields
          key={i === 0 ? 'first' : 'second'}
          n={(i + 1) as 1 | 2}
          value={box}
          onChange={setBox(i)}
          processes={processes}
          showSize={mode === 'single'}
          autoFocus={i === 0}
        />
      ))}
      <Row gutter={12} align="bottom">
        <TrailerFields
          idPrefix="gate-trailer"
          trailerNumber={trailerNumber}
          trailerTag={trailerTag}
          onTrailerNumber={(value) => {
            changed();
            setTrailerNumber(value);
          }}
          onTrailerTag={(value) => {
            changed();
            setTrailerTag(value);
          }}
        />
      </Row>
      <PlanningSuggestions boxes={sizedBoxes} onChange={setPlanning} />
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={gateIn.isPending}>
          Gate-in
        </Button>
      </Form.Item>
      <OutcomeAlert outcome={outcome} />
    </Form>
  );
}

/** A double offloading's boxes are 20 ft each (doc 2 §2). */
const sized = (box: BoxDraft, mode: OffloadingMode): BoxDraft =>
  mode === 'double' ? { ...box, containerSize: '20' } : box;
