import { DeleteOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { errorMessage } from '../lib/api-error.ts';

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
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={`Are you sure you want to delete the selected ${what}?`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        remove.mutate(ids, {
          onSuccess: (answer) => {
            message.success(`${answer.count} ${what} deleted.`);
            onDeleted();
          },
          onError: (error) => message.error(errorMessage(error)),
        })
      }
    >
      <Button danger icon={<DeleteOutlined aria-hidden />}>
        Delete
      </Button>
    </Popconfirm>
  );
}
