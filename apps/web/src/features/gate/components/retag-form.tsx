import { RETAG_MESSAGES, RetagBody, retagProblem } from '@yardline/domain/gate/retag';
import { Button, Col, Form, Input, Row } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useContainerState } from '../api/container-state.ts';
import { useRetag } from '../api/retag.ts';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import { ContainerStatus } from './container-status.tsx';
import { ContainerTagField } from './container-tag-field.tsx';
import { BoxNumberInput, type Outcome, OutcomeAlert } from './form-parts.tsx';
import type { GateFormProps } from './gate-in-form.tsx';

/** Doc 2 §4 and §9: the retag success flag lasts 2 seconds. */
const FLAG_MS = 2_000;

/** Retag (doc 2 §2): the box's current tag is read from the yard as its number is typed. */
export function RetagForm({ onDirty, onSaved, onReset }: GateFormProps) {
  const numberField = useFocusOnMount();
  const retag = useRetag();
  const [containerNumber, setContainerNumber] = useState('');
  const [newTag, setNewTag] = useState('');
  /** The new tag, past its end of life, that the clerk said to use (doc 1 §5). */
  const [confirmedTag, setConfirmedTag] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const confirmTag = useCallback((tag: string) => {
    setOutcome(undefined);
    setConfirmedTag(tag);
  }, []);
  const state = useContainerState(containerNumber);
  const oldTag = state.data?.inYard ? (state.data.tag ?? '') : '';

  const dirty = containerNumber !== '' || newTag !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  async function send() {
    const values = RetagBody.parse({
      containerNumber,
      oldTag,
      newTag,
      useExpiredTag: confirmedTag === newTag,
    });
    const problem = retagProblem(values);
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return;
    }
    try {
      const answer = await retag.mutateAsync(values);
      setOutcome({
        kind: 'success',
        text: `${RETAG_MESSAGES.success}: ${answer.oldTag} → ${answer.newTag}`,
      });
      onSaved(`Re-tag ${answer.containerNumber}: ${answer.oldTag} → ${answer.newTag}`);
      setTimeout(onReset, FLAG_MS);
    } catch (error) {
      setOutcome({ kind: 'error', text: errorMessage(error) });
    }
  }

  return (
    <Form layout="vertical" onFinish={send} aria-label="Retag">
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <BoxNumberInput
            id="gate-retag-number"
            inputRef={numberField}
            value={containerNumber}
            onChange={(value) => {
              setOutcome(undefined);
              setContainerNumber(value);
            }}
          />
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Old tag" htmlFor="gate-retag-old">
            <Input id="gate-retag-old" value={oldTag} readOnly tabIndex={-1} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <ContainerTagField
            id="gate-retag-new"
            label="New tag"
            value={newTag}
            onChange={(tag) => {
              setOutcome(undefined);
              setNewTag(tag);
            }}
            confirmed={confirmedTag === newTag}
            onConfirm={confirmTag}
          />
        </Col>
      </Row>
      <ContainerStatus label="State of the container" text={containerNumber} />
      <Form.Item style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={retag.isPending}>
          Re-tag
        </Button>
      </Form.Item>
      <OutcomeAlert outcome={outcome} />
    </Form>
  );
}
