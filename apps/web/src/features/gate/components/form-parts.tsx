import { Alert, Button, Col, Form, Input, type InputRef } from 'antd';
import { type Ref, useEffect, useRef } from 'react';
import { useTagRead } from '../api/tag-reads.ts';
import { useTrailerTag } from '../api/trailer-tag.ts';
import { readNote, useTagReadFill } from '../use-tag-read-fill.ts';

/** What the last save of a gate form came to, shown under the form until the next change. */
export type Outcome = { kind: 'success' | 'error'; text: string };

/** A success is announced politely; an error interrupts (screen readers). */
export function OutcomeAlert({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) return null;
  return (
    <Alert
      role={outcome.kind === 'error' ? 'alert' : 'status'}
      type={outcome.kind}
      showIcon
      title={outcome.text}
    />
  );
}

/**
 * After a gate-in whose tasks the clerk chose (doc 2 §4: the form stays to show them), the way to
 * the next truck: it takes the focus, so Enter starts over.
 */
export function NextTruck({ onClick }: { onClick: () => void }) {
  return (
    <Button autoFocus onClick={onClick} style={{ marginTop: 8 }}>
      Next truck
    </Button>
  );
}

/**
 * A box's number as the gate types it: capitals as typed, in a large monospaced face, 13
 * characters at most (the number with its spaces). The field a gate form's typing starts in.
 */
export function BoxNumberInput(props: {
  id: string;
  label?: string;
  inputRef?: Ref<InputRef>;
  autoFocus?: boolean;
  value: string;
  onChange(value: string): void;
}) {
  const { id, label = 'Container number', inputRef, autoFocus = true, value, onChange } = props;
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input
        id={id}
        ref={inputRef}
        autoFocus={autoFocus}
        autoComplete="off"
        maxLength={13}
        value={value}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        style={{ fontFamily: 'monospace', fontSize: 16 }}
      />
    </Form.Item>
  );
}

/** What a field says under it, its notes joined; none when there are none. */
export const joinNotes = (...notes: (string | undefined)[]) =>
  notes.filter(Boolean).join(' · ') || undefined;

interface TrailerFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  trailerNumber: string;
  trailerTag: string;
  /** The lane the form is at: its readers' trailer-tag reads fill the tag. */
  gateId?: number;
  onTrailerNumber(value: string): void;
  onTrailerTag(value: string): void;
}

/**
 * The truck's trailer number (upper-cased as typed) and its tag, as two columns of a form row. A
 * complete tag is looked up in the terminal's PLA-card and permanent-trailer tables: its PLA card
 * is shown under the tag, and its trailer number fills the number when none is typed yet. At a
 * lane, the trailer tags its readers read fill the tag as if typed.
 */
export function TrailerFields(props: TrailerFieldsProps) {
  const { idPrefix, trailerNumber, trailerTag, gateId, onTrailerNumber, onTrailerTag } = props;
  const read = useTagReadFill(useTagRead(gateId, 'trailer-tag').data, trailerTag, onTrailerTag);
  const known = useTrailerTag(trailerTag).data;
  const knownNumber = known?.tagid === trailerTag ? known.trailerNumber : null;
  // Filled once per tag typed: a clerk who then clears the number means to type another.
  const filledFor = useRef('');
  useEffect(() => {
    if (!knownNumber) filledFor.current = '';
    else if (trailerNumber === '' && filledFor.current !== trailerTag) {
      filledFor.current = trailerTag;
      onTrailerNumber(knownNumber);
    }
  }, [knownNumber, trailerNumber, trailerTag, onTrailerNumber]);
  return (
    <>
      <Col xs={12} md={6}>
        <Form.Item label="Trailer number" htmlFor={`${idPrefix}-number`}>
          <Input
            id={`${idPrefix}-number`}
            autoComplete="off"
            maxLength={20}
            value={trailerNumber}
            onChange={(event) => onTrailerNumber(event.target.value.toUpperCase())}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          label="Trailer tag"
          htmlFor={`${idPrefix}-tag`}
          extra={joinNotes(
            known?.plaCard ? `PLA card ${known.plaCard}` : undefined,
            readNote(read),
          )}
        >
          <Input
            id={`${idPrefix}-tag`}
            autoComplete="off"
            maxLength={20}
            value={trailerTag}
            onChange={(event) => onTrailerTag(event.target.value)}
          />
        </Form.Item>
      </Col>
    </>
  );
}
