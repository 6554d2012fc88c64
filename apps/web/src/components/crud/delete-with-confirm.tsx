import { DeleteOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error.ts';

export interface DeleteWithConfirmProps<Variables, Answer> {
  /** The confirmation's question. */
  question: string;
  /** Said under the question (what is deleted). */
  description?: ReactNode;
  remove: UseMutationResult<Answer, Error, Variables>;
  /** What `remove` is called with. */
  variables: Variables;
  /** The success message. */
  deleted: string | ((answer: Answer) => string);
  onDeleted?: () => void;
  /** Shows why the delete failed; by default an error message. */
  onError?: (reason: string) => void;
  /** A row's delete: a small link named `Delete {row}`; otherwise a danger button. */
  row?: string;
  disabled?: boolean;
  /** The button's text. */
  children?: ReactNode;
  style?: CSSProperties;
}

/**
 * Delete, after the question is answered Delete: then the success message, or why it failed.
 * A row's delete is a link in its actions; a list's (the selected rows) or a form's is a button.
 */
export function DeleteWithConfirm<Variables, Answer>({
  question,
  description,
  remove,
  variables,
  deleted,
  onDeleted,
  onError,
  row,
  disabled = false,
  children = 'Delete',
  style,
}: DeleteWithConfirmProps<Variables, Answer>) {
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={question}
      description={description}
      okText="Delete"
      okButtonProps={{ danger: true }}
      disabled={disabled}
      onConfirm={() =>
        remove.mutate(variables, {
          onSuccess: (answer) => {
            message.success(typeof deleted === 'string' ? deleted : deleted(answer));
            onDeleted?.();
          },
          onError: (error) => {
            const reason = errorMessage(error);
            if (onError) onError(reason);
            else message.error(reason);
          },
        })
      }
    >
      {row === undefined ? (
        <Button danger icon={<DeleteOutlined aria-hidden />} disabled={disabled} style={style}>
          {children}
        </Button>
      ) : (
        <Button
          type="link"
          size="small"
          danger
          aria-label={`Delete ${row}`}
          disabled={disabled}
          style={style}
        >
          {children}
        </Button>
      )}
    </Popconfirm>
  );
}
