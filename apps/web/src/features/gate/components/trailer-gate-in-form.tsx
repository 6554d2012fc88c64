import { VEHICLE_DELIVERY_MODES, VEHICLE_TASK_TYPES } from '@yardline/domain/gate/gate-tasks';
import {
  GATE_COUNT_EXCEEDED,
  TRAILER_GATE_IN_TYPES,
  truckContainers,
  VEHICLE_GATE_IN_MESSAGES,
  VehicleGateInBody,
  vehicleGateInProblem,
} from '@yardline/domain/gate/vehicle-gate-in';
import { App, Button, Col, Form, Input, Row, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { useVehicleGateIn } from '../api/vehicle-gate-in.ts';
import { newAttemptKey } from '../attempt-key.ts';
import { ChaVehicleField } from './cha-vehicle-field.tsx';
import { NextTruck, type Outcome, OutcomeAlert, TrailerFields } from './form-parts.tsx';
import { type GateFormProps, RESET_AFTER_MS } from './gate-in-form.tsx';
import {
  askedTask,
  GateTaskFields,
  madeTasks,
  NO_TASK,
  NO_TASK_PLACEHOLDER,
  type TaskDraft,
  useGateTaskOptions,
} from './gate-task-fields.tsx';

const TYPES = TRAILER_GATE_IN_TYPES.map((type) => ({ value: type, label: type }));

/**
 * Trailer Gate-in (doc 2 §2): a truck comes in for boxes or a delivery, and the boxes it comes
 * for may each get their task onto it (doc 2 §3 "Vehicle gate-in" containerNumbers, gateInTasks).
 */
export function TrailerGateInForm({ onDirty, onSaved, onReset, gateId }: GateFormProps) {
  const gateIn = useVehicleGateIn();
  const [gateInType, setGateInType] = useState('');
  const [trailerNumber, setTrailerNumber] = useState('');
  const [trailerTag, setTrailerTag] = useState('');
  const [chaId, setChaId] = useState<number>();
  const [containers, setContainers] = useState('');
  const [tasks, setTasks] = useState<Record<string, TaskDraft>>({});
  const taskOptions = useGateTaskOptions(VEHICLE_DELIVERY_MODES);
  const { modal } = App.useApp();
  const [outcome, setOutcome] = useState<Outcome>();
  const [done, setDone] = useState(false);
  const attempt = useRef<string | undefined>(undefined);
  const numbers = truckContainers(containers);

  const dirty =
    gateInType !== '' ||
    trailerNumber !== '' ||
    trailerTag !== '' ||
    chaId !== undefined ||
    containers !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const changed = () => {
    attempt.current = undefined;
    setOutcome(undefined);
    setDone(false);
  };

  async function send(exceedAllowance = false) {
    const values = VehicleGateInBody.parse({
      gateInType,
      trailerNumber,
      trailerTag,
      chaId,
      exceedAllowance,
      ...(numbers.length > 0 ? { containerNumbers: numbers.join(', ') } : {}),
      gateInTasks: numbers.flatMap((number) => askedTask(tasks[number] ?? NO_TASK, number) ?? []),
    });
    const problem = vehicleGateInProblem(values);
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return;
    }
    attempt.current ??= newAttemptKey();
    try {
      const answer = await gateIn.mutateAsync({ body: values, key: attempt.current });
      const made = answer.tasks.length > 0 ? ` · ${madeTasks(answer.tasks)}` : '';
      setOutcome({
        kind: 'success',
        text: `${VEHICLE_GATE_IN_MESSAGES.success}: ${trailerNumber}${made}`,
      });
      onSaved(`Trailer gate-in ${trailerNumber} (${gateInType})${made}`);
      if (answer.tasks.length === 0) setTimeout(onReset, RESET_AFTER_MS);
      else setDone(true);
    } catch (error) {
      // Doc 2 §8: the agent's count is reached; the server counts the truck once confirmed.
      if (isApiError(error) && error.code === GATE_COUNT_EXCEEDED) {
        modal.confirm({
          title: VEHICLE_GATE_IN_MESSAGES.countAlertTitle,
          content: error.message,
          okText: 'Yes, gate in',
          cancelText: 'No',
          onOk: () => send(true),
          onCancel: () => setOutcome({ kind: 'error', text: 'Gate-in cancelled.' }),
        });
        return;
      }
      setOutcome({ kind: 'error', text: VEHICLE_GATE_IN_MESSAGES.failed(errorMessage(error)) });
    }
  }

  return (
    <Form layout="vertical" onFinish={() => send()} aria-label="Trailer gate-in">
      <Row gutter={12} align="bottom">
        <Col xs={24} md={8}>
          <Form.Item label="Gate-in type" htmlFor="gate-vehicle-type">
            <Select
              id="gate-vehicle-type"
              autoFocus
              showSearch={{ optionFilterProp: 'label' }}
              value={gateInType || undefined}
              onChange={(value) => {
                changed();
                setGateInType(value);
                setChaId(undefined);
              }}
              options={TYPES}
            />
          </Form.Item>
        </Col>
        <TrailerFields
          idPrefix="gate-vehicle"
          gateId={gateId}
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
        <ChaVehicleField
          gateInType={gateInType}
          chaId={chaId}
          onChange={(value) => {
            changed();
            setChaId(value);
          }}
        />
      </Row>
      <Row gutter={12} role="group" aria-label="Containers and their tasks">
        <Col xs={24} md={12}>
          <Form.Item
            label="Containers it comes for"
            htmlFor="gate-vehicle-containers"
            extra="Numbers separated by commas or spaces; each may get a task onto the trailer."
          >
            <Input
              id="gate-vehicle-containers"
              autoComplete="off"
              maxLength={400}
              value={containers}
              onChange={(event) => {
                changed();
                setContainers(event.target.value.toUpperCase());
              }}
            />
          </Form.Item>
        </Col>
      </Row>
      {numbers.length > 0 && (
        <Row gutter={12}>
          {numbers.map((number) => (
            <GateTaskFields
              key={number}
              id={`gate-vehicle-task-${number}`}
              which={number}
              value={tasks[number] ?? NO_TASK}
              onChange={(next) => {
                changed();
                setTasks((all) => ({ ...all, [number]: next }));
              }}
              types={VEHICLE_TASK_TYPES}
              modes={taskOptions.modes}
              placeholder={NO_TASK_PLACEHOLDER}
              onEnter={() => void send()}
            />
          ))}
        </Row>
      )}
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
