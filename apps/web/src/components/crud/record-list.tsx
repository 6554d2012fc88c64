import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { SelectableTable, type SelectableTableProps } from './selectable-table.tsx';

export interface RecordListProps<Row> extends SelectableTableProps<Row> {
  /** The list query's error, shown above the controls. */
  error?: unknown;
  /** The add button's text ("Add user"); the button shows only with `onAdd`. */
  addLabel?: string;
  onAdd?: () => void;
  /** Controls before the add button (a search, a filter). */
  filters?: ReactNode;
  /** Buttons after the add button (delete the selected, export, upload). */
  actions?: ReactNode;
  /** Shown between the controls and the table (an upload's outcome). */
  notice?: ReactNode;
  /** The list's dialogs (forms, confirmations), rendered after the table. */
  children?: ReactNode;
}

/**
 * A list of records: the query's error, a row of controls (filters, the add button, actions)
 * and the table, server-paged and with rows to tick when asked. The administration lists (users,
 * roles, trailers, machines, ITVs, shifts, gates, readers, …) are each one.
 */
export function RecordList<Row extends object>({
  error,
  addLabel,
  onAdd,
  filters,
  actions,
  notice,
  children,
  ...table
}: RecordListProps<Row>) {
  const add = onAdd && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
      {addLabel}
    </Button>
  );
  return (
    <Flex vertical gap={8}>
      {Boolean(error) && <Alert type="error" showIcon title={errorMessage(error)} />}
      {(filters || add || actions) && (
        <Flex gap={8} align="center" wrap>
          {filters}
          {add}
          {actions}
        </Flex>
      )}
      {notice}
      <SelectableTable<Row> {...table} />
      {children}
    </Flex>
  );
}
