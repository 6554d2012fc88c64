import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { fromLocalInput } from '../../../lib/date-time.ts';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import { ContainerStatus } from './container-status.tsx';
import { ContainerTagField } from './container-tag-field.tsx';
import { BoxNumberInput } from './form-parts.tsx';

/** One box as the clerk fills it in (doc 2 §3 container1Data / container2Data). */
export interface BoxDraft {
  containerNumber: string;
  tagId: string;
  gateInPurpose: string;
  containerSize: string;
  containerType: string;
  /** What planning uses when the clerk knows it (issue 10). */
  vessel: string;
  /** The announced departure, as a `datetime-local` input holds it. */
  expectedDeparture: string;
  hazardous: boolean;
  jobOrderNumber: string;
  /** The slot the clerk picked among the planning suggestions; '' for the suggested one. */
  slot: string;
}

export const EMPTY_BOX: BoxDraft = {
  containerNumber: '',
  tagId: '',
  gateInPurpose: '',
  containerSize: '',
  containerType: 'GP',
  vessel: '',
  expectedDeparture: '',
  hazardous: false,
  jobOrderNumber: '',
  slot: '',
};

/**
 * The box's fields as the gate-in call takes them; `expiredTagConfirmed`: the clerk said yes to
 * using its tag past its end of life.
 */
export const gateInContainer = (box: BoxDraft, expiredTagConfirmed: boolean) => ({
  tagId: box.tagId,
  containerNumber: box.containerNumber,
  gateInPurpose: box.gateInPurpose,
  containerSize: box.containerSize,
  containerType: box.containerType,
  ...planningFields(box),
  ...(box.jobOrderNumber ? { jobOrderNumber: box.jobOrderNumber } : {}),
  ...(box.slot ? { slot: box.slot } : {}),
  ...(expiredTagConfirmed ? { useExpiredTag: true } : {}),
});

/** What the engine reads of the box besides its size and gate-in type. */
export const planningFields = (box: BoxDraft) => ({
  ...(box.vessel ? { vessel: box.vessel } : {}),
  ...(box.expectedDeparture ? { expectedDepartureAt: fromLocalInput(box.expectedDeparture) } : {}),
  hazardous: box.hazardous,
});

const TYPES = ['GP', 'HC', 'RF', 'TK', 'OT', 'FR'].map((type) => ({ value: type, label: type }));
const SIZES = ['20', '40'].map((size) => ({ value: size, label: `${size} ft` }));

/** A searchable select a keyboard user drives: type a few letters, Enter picks. */
const searchable = {
  showSearch: { optionFilterProp: 'label' },
  popupMatchSelectWidth: false,
} as const;

/**
 * The fields of one box, in the order a clerk reads them off the truck: number (with its live
 * state), tag, gate-in type, size (single offloading only; a double one is two 20 ft boxes), type.
 */
export function BoxFields({
  n,
  value,
  onChange,
  processes,
  showSize,
  autoFocus,
  tagNote,
  tagConfirmed,
  onTagConfirmed,
}: {
  n: 1 | 2;
  value: BoxDraft;
  onChange: (next: BoxDraft) => void;
  processes: string[];
  showSize: boolean;
  autoFocus?: boolean;
  /** Which reader read the tag and when, when a read filled it. */
  tagNote?: string;
  /** The clerk said yes to using the box's tag past its end of life. */
  tagConfirmed: boolean;
  onTagConfirmed: (tag: string) => void;
}) {
  const numberField = useFocusOnMount(autoFocus);
  const id = (field: string) => `gate-box${n}-${field}`;
  const set =
    <K extends keyof BoxDraft>(field: K) =>
    (next: BoxDraft[K]) =>
      onChange({ ...value, [field]: next });
  const which = n === 1 ? 'first' : 'second';
  return (
    <fieldset className="gate-box" aria-label={`Container ${n}`}>
      <legend>Container {n}</legend>
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <BoxNumberInput
            id={id('number')}
            label={`Container number (${which})`}
            inputRef={numberField}
            autoFocus={autoFocus}
            value={value.containerNumber}
            onChange={set('containerNumber')}
          />
        </Col>
        <Col xs={24} md={6}>
          <ContainerTagField
            id={id('tag')}
            label={`Tag (${which})`}
            value={value.tagId}
            onChange={set('tagId')}
            note={tagNote}
            confirmed={tagConfirmed}
            onConfirm={onTagConfirmed}
          />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={`Gate-in type (${which})`} htmlFor={id('purpose')}>
            <Select
              id={id('purpose')}
              {...searchable}
              value={value.gateInPurpose || undefined}
              onChange={set('gateInPurpose')}
              options={processes.map((name) => ({ value: name, label: name }))}
              placeholder="Import, Export, Empty…"
            />
          </Form.Item>
        </Col>
      </Row>
      <ContainerStatus label={`State of container ${n}`} text={value.containerNumber} />
      <Row gutter={12} style={{ marginTop: 8 }}>
        {showSize && (
          <Col xs={12} md={6}>
            <Form.Item label={`Size (${which})`} htmlFor={id('size')}>
              <Select
                id={id('size')}
                {...searchable}
                value={value.containerSize || undefined}
                onChange={set('containerSize')}
                options={SIZES}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={12} md={6}>
          <Form.Item label={`Type (${which})`} htmlFor={id('type')}>
            <Select
              id={id('type')}
              {...searchable}
              value={value.containerType}
              onChange={set('containerType')}
              options={TYPES}
            />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}

/**
 * What planning uses of a box when the clerk knows it: vessel, announced departure, job order,
 * hazardous. After the truck's fields in the keyboard order: Enter sends the form without them.
 */
export function BoxPlanningFields({
  n,
  value,
  onChange,
}: {
  n: 1 | 2;
  value: BoxDraft;
  onChange: (next: BoxDraft) => void;
}) {
  const id = (field: string) => `gate-box${n}-${field}`;
  const set =
    <K extends keyof BoxDraft>(field: K) =>
    (next: BoxDraft[K]) =>
      onChange({ ...value, [field]: next });
  const which = n === 1 ? 'first' : 'second';
  return (
    <Row gutter={12}>
      <Col xs={12} md={6}>
        <Form.Item label={`Vessel (${which})`} htmlFor={id('vessel')}>
          <Input
            id={id('vessel')}
            maxLength={60}
            value={value.vessel}
            onChange={(event) => set('vessel')(event.target.value)}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={7}>
        <Form.Item label={`Announced departure (${which})`} htmlFor={id('departure')}>
          <Input
            id={id('departure')}
            type="datetime-local"
            value={value.expectedDeparture}
            onChange={(event) => set('expectedDeparture')(event.target.value)}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label={`Job order (${which})`} htmlFor={id('job-order')}>
          <Input
            id={id('job-order')}
            maxLength={30}
            value={value.jobOrderNumber}
            onChange={(event) => set('jobOrderNumber')(event.target.value)}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={5}>
        <Form.Item label=" " colon={false}>
          <Checkbox
            id={id('hazardous')}
            checked={value.hazardous}
            onChange={(event) => set('hazardous')(event.target.checked)}
          >
            Hazardous
          </Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
