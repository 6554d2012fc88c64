/** A stored instant as the terminal reads it: local date and time to the minute. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** An instant as a `datetime-local` input holds it (local time, to the minute). */
export const toLocalInput = (iso: string): string => formatDateTime(iso).replace(' ', 'T');

/** A `datetime-local` input's value as an ISO instant. */
export const fromLocalInput = (value: string): string => new Date(value).toISOString();
