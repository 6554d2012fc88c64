import { Button, Flex, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/** A list's last column: each row's actions (edit, delete, …), under a heading only read aloud. */
export const actionsColumn = <Row,>(
  render: (row: Row) => ReactNode,
  width?: number,
): TableColumnType<Row> => ({
  title: <span className="visually-hidden">Actions</span>,
  key: 'actions',
  ...(width ? { width } : {}),
  render: (_, row) => <Flex gap={4}>{render(row)}</Flex>,
});

/** A row's Edit link, named `Edit {row}`. */
export const EditLink = ({
  row,
  onClick,
  disabled = false,
}: {
  row: string;
  onClick: () => void;
  disabled?: boolean;
}) => (
  <Button type="link" size="small" aria-label={`Edit ${row}`} disabled={disabled} onClick={onClick}>
    Edit
  </Button>
);
