import { TAG_LIFE_MESSAGES } from '@yardline/domain/gate/tag-life';
import { SPECIAL_TAGS } from '@yardline/domain/gate/tags';
import { App, AutoComplete, Form } from 'antd';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useTagValid } from '../api/tag-valid.ts';
import { joinNotes } from './form-parts.tsx';

const TAG_OPTIONS = SPECIAL_TAGS.map((tag) => ({ value: tag }));

/**
 * A container's tag as the clerk types it (8 digits, or a placeholder offered once its first
 * letters are typed), asked about as soon as it is complete (doc 1 §5 "Container tag"): a tag past
 * its end of life is said under the field in doc 1 §5's words, and where the terminal allows
 * expired tags the clerk is asked 'Do you still want to use it?' at once. A yes is the caller's to
 * keep (`confirmed`) and to send; the server refuses the save without it. Enter still sends the
 * form: the server's answer is said either way.
 */
export function ContainerTagField({
  id,
  label,
  value,
  onChange,
  note,
  confirmed,
  onConfirm,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (tag: string) => void;
  /** Said under the field besides the tag's end of life (which reader read it). */
  note?: string;
  /** The clerk said yes to using this tag past its end of life. */
  confirmed: boolean;
  onConfirm: (tag: string) => void;
}) {
  const { modal } = App.useApp();
  const life = useTagValid(value);
  const expired = life.data && !life.data.valid ? life.data : undefined;

  // Asked once per tag typed: a clerk who said no is not asked again until the tag changes.
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!expired) {
      asked.current = undefined;
      return;
    }
    if (!expired.allowExpired || confirmed || asked.current === expired.tag) return;
    asked.current = expired.tag;
    modal.confirm({
      title: TAG_LIFE_MESSAGES.expired(expired.tag),
      content: TAG_LIFE_MESSAGES.stillUse,
      okText: 'Yes',
      cancelText: 'No',
      // The question comes while the clerk types on: a key meant for the next field says no.
      autoFocusButton: 'cancel',
      onOk: () => onConfirm(expired.tag),
    });
  }, [expired, confirmed, modal, onConfirm]);

  const said = (): { status?: 'error' | 'warning'; help?: string } => {
    if (life.error) return { status: 'warning', help: errorMessage(life.error) };
    if (!expired) return {};
    if (expired.allowExpired && confirmed) {
      return { status: 'warning', help: `End of life ${expired.endOfLife}: used as you said` };
    }
    return { status: 'error', help: TAG_LIFE_MESSAGES.expired(expired.tag) };
  };
  const { status, help } = said();
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={status}
      help={help}
      extra={joinNotes(
        life.data?.valid && life.data.endOfLife ? `End of life ${life.data.endOfLife}` : undefined,
        note,
      )}
    >
      <AutoComplete
        id={id}
        options={TAG_OPTIONS}
        value={value}
        onChange={onChange}
        showSearch={{
          filterOption: (input, option) =>
            input.length > 0 && (option?.value ?? '').toLowerCase().startsWith(input.toLowerCase()),
        }}
      />
    </Form.Item>
  );
}
