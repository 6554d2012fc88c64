import { Col, Form, Input, type InputRef, Row } from 'antd';
import { type Ref, useEffect, useRef, useState } from 'react';
import { ContainerStatus } from './container-status.tsx';
import { BoxNumberInput, type Outcome } from './form-parts.tsx';

/**
 * What a form for a box leaving the yard (dispatch, dispatch for scanning) holds: the number and
 * trailer typed or filled from an OCR read, the last outcome, and the `Idempotency-Key` of the
 * attempt; any change starts a new attempt and clears the outcome.
 */
export function useLeavingBox(
  initial: { containerNumber?: string; trailerNumber?: string } | undefined,
  onDirty: (dirty: boolean) => void,
) {
  const [containerNumber, setContainerNumber] = useState(initial?.containerNumber ?? '');
  const [trailerNumber, setTrailerNumber] = useState(initial?.trailerNumber ?? '');
  const [outcome, setOutcome] = useState<Outcome>();
  const attempt = useRef<string | undefined>(undefined);

  const dirty = containerNumber !== '' || trailerNumber !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const changed = () => {
    attempt.current = undefined;
    setOutcome(undefined);
  };
  return {
    containerNumber,
    trailerNumber,
    setContainerNumber: (value: string) => {
      changed();
      setContainerNumber(value);
    },
    setTrailerNumber: (value: string) => {
      changed();
      setTrailerNumber(value);
    },
    outcome,
    setOutcome,
    attempt,
  };
}

export type LeavingBox = ReturnType<typeof useLeavingBox>;

/** The leaving box's number and trailer number on one row, and the box's state below. */
export function LeavingBoxFields({
  idPrefix,
  numberField,
  box,
}: {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  numberField: Ref<InputRef>;
  box: LeavingBox;
}) {
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <BoxNumberInput
            id={`${idPrefix}-number`}
            inputRef={numberField}
            value={box.containerNumber}
            onChange={box.setContainerNumber}
          />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Trailer number" htmlFor={`${idPrefix}-trailer`}>
            <Input
              id={`${idPrefix}-trailer`}
              autoComplete="off"
              maxLength={20}
              value={box.trailerNumber}
              onChange={(event) => box.setTrailerNumber(event.target.value.toUpperCase())}
            />
          </Form.Item>
        </Col>
      </Row>
      <ContainerStatus label="State of the container" text={box.containerNumber} />
    </>
  );
}
