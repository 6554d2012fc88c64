import {
  CONTAINER_NUMBER_PATTERN,
  formatContainerNumber,
  normaliseContainerNumber,
  parseContainerNumber,
} from '@yardline/domain/containers/container-number';
import { decodeSizeType } from '@yardline/domain/containers/size-type';
import { Flex, Tag, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { useContainerState } from '../api/container-state.ts';

/** What the ISO 6346 check says of a complete number. */
function checkText(number: string): { ok: boolean; text: string } {
  const parsed = parseContainerNumber(number);
  if (parsed.ok) return { ok: true, text: 'ISO 6346 check digit correct' };
  if (parsed.reason === 'bad-check-digit') {
    return { ok: false, text: `Check digit should be ${parsed.expected}, not ${parsed.actual}` };
  }
  if (parsed.reason === 'bad-category') {
    return { ok: false, text: `${parsed.category} is not an equipment category (U, J or Z)` };
  }
  return { ok: false, text: 'Four letters and seven digits' };
}

/**
 * A box's live state under its number field, as the clerk types: the ISO 6346 check, then
 * whether the box is in the yard and where, its size-type, tag and gate pass. It follows the
 * yard's live events, so a box placed or dispatched elsewhere shows at once.
 */
export function ContainerStatus({ label, text }: { label: string; text: string }) {
  const number = normaliseContainerNumber(text);
  const state = useContainerState(text);
  const complete = CONTAINER_NUMBER_PATTERN.test(number);
  const check = complete ? checkText(number) : undefined;
  const box = state.data;
  const sizeType = box?.sizeType ? decodeSizeType(box.sizeType) : undefined;

  return (
    <Flex
      role="status"
      aria-live="polite"
      aria-label={label}
      gap={6}
      wrap
      align="center"
      className="gate-container-status"
    >
      {!complete && (
        <Typography.Text type="secondary">
          {number.length === 0
            ? 'Type the 11-character number'
            : `${number.length} of 11 characters`}
        </Typography.Text>
      )}
      {check && (
        <>
          <Typography.Text strong>{formatContainerNumber(number)}</Typography.Text>
          <Tag color={check.ok ? 'green' : 'orange'}>{check.text}</Tag>
        </>
      )}
      {complete && state.isFetching && !box && (
        <Typography.Text type="secondary">Looking up…</Typography.Text>
      )}
      {complete && state.error && <Tag color="red">{errorMessage(state.error)}</Tag>}
      {complete && box && !box.inYard && <Tag>Not in the yard</Tag>}
      {complete && box?.inYard && (
        <>
          <Tag color="blue">In the yard at {box.location ?? 'no slot'}</Tag>
          {sizeType && <Tag>{`${box.sizeType} · ${sizeType.description}`}</Tag>}
          {box.tag && <Tag>Tag {box.tag}</Tag>}
          {box.planned && <Tag color="purple">Planned</Tag>}
          <Tag color={box.gatePass ? 'green' : 'default'}>
            {box.gatePass ? 'Gate pass on file' : 'No gate pass'}
          </Tag>
        </>
      )}
    </Flex>
  );
}
