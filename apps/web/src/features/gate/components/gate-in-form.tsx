import {
  GATE_IN_MESSAGES,
  type GateInAnswer,
  GateInBody,
  type GateInValues,
  gateInProblem,
  isGateInSuccess,
  isInvalidNumberStatus,
  type OffloadingMode,
} from '@yardline/domain/gate/gate-in';
import {
  GATE_DELIVERY_MODES,
  GATE_TASK_TYPES,
  STANDARD_GATE_TASK,
} from '@yardline/domain/gate/gate-tasks';
import { App, Button, Form, Row } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useGateIn } from '../api/gate-in.ts';
import { useTagRead } from '../api/tag-reads.ts';
import { newAttemptKey } from '../attempt-key.ts';
import { readNote, useTagReadFill } from '../use-tag-read-fill.ts';
import { type BoxDraft, BoxFields, EMPTY_BOX, gateInContainer } from './box-fields.tsx';
import { NextTruck, type Outcome, OutcomeAlert, TrailerFields } from './form-parts.tsx';
import {
  askedTask,
  GateTaskFields,
  madeTasks,
  NO_TASK,
  NO_TASK_PLACEHOLDER,
  type TaskDraft,
  useGateTaskOptions,
} from './gate-task-fields.tsx';
import { PlanningSuggestions } from './planning-suggestions.tsx';

/**
 * Doc 2 §4 and §9: after a gate-in without tasks the form clears after 2 seconds. A standard
 * task the server made is not one the clerk generated: the form clears after it too.
 */
export const RESET_AFTER_MS = 2_000;

export interface GateFormProps {
  /** Tells the page whether the form holds unsaved data (doc 2 §4, tab change). */
  onDirty: (dirty: boolean) => void;
  /** Records a save in the page's activity list. */
  onSaved: (text: string) => void;
  /** Starts the form over (the page remounts it). */
  onReset: () => void;
  /** The lane the form is at: its readers' reads fill the form's tags. */
  gateId?: number;
}

/**
 * Container offloading (doc 2 §2): one box (single) or two 20 ft boxes (double) off one truck,
 * and the task each box gets (doc 2 §3 gateInTasks). Keyboard first: the first field has the
 * focus, Enter in any text field (or on a closed task list) sends, each answer is said on the
 * form and kept in the activity list.
 */
export function GateInForm({
  mode,
  processes,
  onDirty,
  onSaved,
  onReset,
  initial,
  onGatedIn,
  gateId,
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
  const [tasks, setTasks] = useState<TaskDraft[]>(boxes.map(() => NO_TASK));
  /** Tags past their end of life the clerk said to use (doc 1 §5). */
  const [confirmedTags, setConfirmedTags] = useState<string[]>([]);
  const taskOptions = useGateTaskOptions(GATE_DELIVERY_MODES);
  const [outcome, setOutcome] = useState<Outcome>();
  /** The clerk's tasks were made: the form stays until the clerk starts the next truck. */
  const [done, setDone] = useState(false);
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
    ) ||
    tasks.some((task) => askedTask(task, '') !== undefined);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const changed = () => {
    attempt.current = undefined;
    setOutcome(undefined);
    setDone(false);
  };
  const setTask = (i: number) => (next: TaskDraft) => {
    changed();
    setTasks((all) => all.map((task, j) => (j === i ? next : task)));
  };
  const setBox = (i: number) => (next: BoxDraft) => {
    changed();
    setBoxes((all) => all.map((box, j) => (j === i ? next : box)));
  };
  // A read is a change as typing is: the next save is another attempt.
  const fillFirstTag = useCallback((tagId: string) => {
    attempt.current = undefined;
    setOutcome(undefined);
    setBoxes((all) => all.map((box, j) => (j === 0 ? { ...box, tagId } : box)));
  }, []);
  const tagRead = useTagReadFill(
    useTagRead(gateId, 'entry-tag').data,
    boxes[0]?.tagId ?? '',
    fillFirstTag,
  );
  const confirmTag = useCallback((tag: string) => {
    attempt.current = undefined;
    setOutcome(undefined);
    setConfirmedTags((all) => [...all, tag]);
  }, []);
  // The outcome stays: the yard's change after a gate-in can move the pick back by itself.
  const setPlanning = useCallback((i: number, next: BoxDraft) => {
    attempt.current = undefined;
    setBoxes((all) => all.map((box, j) => (j === i ? next : box)));
  }, []);

  const sizedBoxes = useMemo(() => boxes.map((box) => sized(box, mode)), [boxes, mode]);
  const container = (box: BoxDraft) => gateInContainer(box, confirmedTags.includes(box.tagId));
  const body = (skipValidation: boolean) =>
    GateInBody.parse({
      container1Data: sizedBoxes[0] && container(sizedBoxes[0]),
      ...(mode === 'double' && sizedBoxes[1] ? { container2Data: container(sizedBoxes[1]) } : {}),
      trailerNumber,
      trailerTag1: trailerTag,
      skipValidation,
      gateInTasks: sizedBoxes.flatMap(
        (box, i) => askedTask(tasks[i] ?? NO_TASK, box.containerNumber) ?? [],
      ),
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
      answered(answer, values);
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error) });
    }
  }

  function answered(answer: GateInAnswer, values: GateInValues) {
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
    const made = answer.tasks.length > 0 ? ` · ${madeTasks(answer.tasks)}` : '';
    setOutcome({ kind: 'success', text: `${GATE_IN_MESSAGES.success}: ${placed}${made}` });
    onSaved(`Gate-in ${placed} (trailer ${trailerNumber})${made}`);
    onGatedIn?.();
    if (values.gateInTasks.length === 0) setTimeout(onReset, RESET_AFTER_MS);
    else setDone(true);
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
          tagNote={i === 0 ? readNote(tagRead) : undefined}
          tagConfirmed={confirmedTags.includes(box.tagId)}
          onTagConfirmed={confirmTag}
        />
      ))}
      <Row gutter={12} align="bottom">
        <TrailerFields
          idPrefix="gate-trailer"
          trailerNumber={trailerNumber}
          trailerTag={trailerTag}
          gateId={gateId}
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
      <Row gutter={12} role="group" aria-label="Tasks">
        {boxes.map((_, i) => (
          <GateTaskFields
            key={i === 0 ? 'first' : 'second'}
            id={`gate-task${i + 1}`}
            which={i === 0 ? 'first' : 'second'}
            value={tasks[i] ?? NO_TASK}
            onChange={setTask(i)}
            types={GATE_TASK_TYPES}
            modes={taskOptions.modes}
            placeholder={taskOptions.standard ? STANDARD : NO_TASK_PLACEHOLDER}
            onEnter={() => void send(false)}
          />
        ))}
      </Row>
      <PlanningSuggestions boxes={sizedBoxes} onChange={setPlanning} />
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={gateIn.isPending}>
          Gate-in
        </Button>
      </Form.Item>
      <OutcomeAlert outcome={outcome} />
      {done && <NextTruck onClick={onReset} />}
    </Form>
  );
}

/** What a box without a chosen task gets: the standard task, when the terminal says so. */
const STANDARD: TaskDraft = {
  taskType: `${STANDARD_GATE_TASK.taskType} (standard)`,
  deliveryMode: `${STANDARD_GATE_TASK.deliveryMode} (standard)`,
};

/** A double offloading's boxes are 20 ft each (doc 2 §2). */
const sized = (box: BoxDraft, mode: OffloadingMode): BoxDraft =>
  mode === 'double' ? { ...box, containerSize: '20' } : box;
