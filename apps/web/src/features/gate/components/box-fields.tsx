import { SPECIAL_TAGS } from '@yardline/domain/gate/tags';
import { AutoComplete, Col, Form, Input, Row, Select } from 'antd';
import { useFocusOnMount } from '../use-focus-on-mount.ts';
import { ContainerStatus } from './container-status.tsx';

/** One box as the clerk fills it in (doc 2 §3 container1Data / container2Data). */
export interface BoxDraft {
  containerNumber: string;
  tagId: string;
  gateInPurpose: string;
  containerSize: string;
  containerType: string;
}

export const EMPTY_BOX: BoxDraft = {
  containerNumber: '',
  tagId: '',
  gateInPurpose: '',
  containerSize: '',
  containerType: 'GP',
};

const TYPES = ['GP', 'HC', 'RF', 'TK', 'OT', 'FR'].map((type) => ({ value: type, label: type }));
const SIZES = ['20', '40'].map((size) => ({ value: size, label: `${size} ft` }));
const TAG_OPTIONS = SPECIAL_TAGS.map((tag) => ({ value: tag }));

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
}: {
  n: 1 | 2;
  value: BoxDraft;
  onChange: (next: BoxDraft) => void;
  processes: string[];
  showSize: boolean;
  autoFocus?: boolean;
}) {
  const numberField = useFocusOnMount(autoFocus);
  const id = (field: string) => `gate-box${n}-${field}`;
  const set = (field: keyof BoxDraft) => (next: string) => onChange({ ...value, [field]: next });
  const which = n === 1 ? 'first' : 'second';
  return (
    <fieldset className="gate-box" aria-label={`Container ${n}`}>
      <legend>Container {n}</legend>
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <Form.Item label={`Container number (${which})`} htmlFor={id('number')}>
            <Input
              id={id('number')}
              ref={numberField}
              autoFocus={autoFocus}
              autoComplete="off"
              maxLength={13}
              value={value.containerNumber}
              onChange={(event) => set('containerNumber')(event.target.value.toUpperCase())}
              style={{ fontFamily: 'monospace', fontSize: 16 }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label={`Tag (${which})`} htmlFor={id('tag')}>
            <AutoComplete
              id={id('tag')}
              options={TAG_OPTIONS}
              value={value.tagId}
              onChange={set('tagId')}
              showSearch={{
                filterOption: (input, option) =>
                  input.length > 0 &&
                  (option?.value ?? '').toLowerCase().startsWith(input.toLowerCase()),
              }}
            />
          </Form.Item>
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
