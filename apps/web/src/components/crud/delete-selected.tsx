import type { UseMutationResult } from '@tanstack/react-query';
import { DeleteWithConfirm } from './delete-with-confirm.tsx';

/**
 * Delete for the rows selected in a list, after 'Are you sure you want to delete the selected
 * {what}?'; then '{count} {what} deleted.', or the server's reason.
 */
export function DeleteSelected({
  what,
  ids,
  remove,
  onDeleted,
}: {
  /** What the rows are, plural: 'tasks', 'ITV tasks'. */
  what: string;
  ids: number[];
  remove: UseMutationResult<{ count: number }, Error, number[]>;
  onDeleted: () => void;
}) {
  return (
    <DeleteWithConfirm
      question={`Are you sure you want to delete the selected ${what}?`}
      remove={remove}
      variables={ids}
      deleted={(answer) => `${answer.count} ${what} deleted.`}
      onDeleted={onDeleted}
    />
  );
}
