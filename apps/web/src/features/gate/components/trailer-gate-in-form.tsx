import {
  GATE_COUNT_EXCEEDED,
  TRAILER_GATE_IN_TYPES,
  VEHICLE_GATE_IN_MESSAGES,
  VehicleGateInBody,
  vehicleGateInProblem,
} from '@yardline/domain/gate/vehicle-gate-in';
import { App, Button, Col, Form, Row, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { useVehicleGateIn } from '../api/vehicle-gate-in.ts';
import { newAttemptKey } from '../attempt-key.ts';
import { ChaVehicleField } from './cha-vehicle-field.tsx';
import { type Outcome, OutcomeAlert, TrailerFields } from './form-parts.tsx';
import type { GateFormProps } from './gate-in-form.tsx';

/** Doc 2 §4 and §9: the form clears 2 seconds after a gate-in. */
const RESET_AFTER_MS = 2_000;

const TYPES = TRAILER_GATE_IN_TYPES.map((type) => ({ value: type, label: type }));

/** Trailer Gate-in (doc 2 §2): a truck comes in for boxes or a delivery. */
export function TrailerGateInForm({ onDirty, onSaved, onReset }: GateFormProps) {
  const gateIn = useVehicleGateIn();
  const [gateInType, setGateInType] = useState('');
  const [trailerNumber, setTrailerNumber] = useState('');
  const [trailerTag, setTrailerTag] = useState('');
  const [chaId, setChaId] = useState<number>();
  const { modal } = App.useApp();
  const [outcome, setOutcome] = useState<Outcome>();
  const attempt = useRef<string | undefined>(undefined);

  const dirty =
    gateInType !== '' || trailerNumber !== '' || trailerTag !== '' || chaId !== undefined;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const changed = () => {
    attempt.current = undefined;
    setOutcome(undefined);
  };

  async function send(exceedAllowance = false) {
    const values = VehicleGateInBody.parse({
      gateInType,
      trailerNumber,
      trailerTag,
      chaId,
      exceedAllowance,
    });
    const problem = vehicleGateInProblem(values);
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return;
    }
    attempt.current ??= newAttemptKey();
    try {
      await gateIn.mutateAsync({ body: values, key: attempt.current });
      setOutcome({
        kind: 'success',
        text: `${VEHICLE_GATE_IN_MESSAGES.success}: ${trailerNumber}`,
      });
      onSaved(`Trailer gate-in ${trailerNumber} (${gateInType})`);
      setTimeout(onReset, RESET_AFTER_MS);
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
        <Col xs={24} md={4}>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={gateIn.isPending}>
              Gate-in
            </Button>
          </Form.Item>
        </Col>
      </Row>
      <OutcomeAlert outcome={outcome} />
    </Form>
  );
}
