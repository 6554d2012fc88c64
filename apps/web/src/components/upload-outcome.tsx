import type { CardUploadAnswer } from '@yardline/domain/trailers/trailer-cards.schema';
import { Alert } from 'antd';

/**
 * What an all-or-nothing upload came to (PLA cards, permanent trailers, tasks): `title` says what
 * was saved or that nothing was, and every refused row is listed with its line and reason.
 */
export function UploadOutcome({
  answer,
  title,
  onClose,
}: {
  answer: CardUploadAnswer;
  title: string;
  onClose(): void;
}) {
  return (
    <Alert
      type={answer.status === 'success' ? 'success' : 'error'}
      showIcon
      closable
      onClose={onClose}
      title={title}
      description={
        answer.errors.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {answer.errors.map((error) => (
              <li key={error.row}>
                Line {error.row}: {error.message}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
