import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error.ts';

export interface PagedListProps<Row> {
  /** The table's accessible name ("Users", "Trailers", …). */
  label: string;
  columns: TableColumnsType<Row>;
  /** The page's rows, undefined until the first answer. */
  rows: readonly Row[] | undefined;
  /** How many rows the whole list has (the server's totalCount). */
  total: number | undefined;
  loading: boolean;
  /** The list query's error, shown above the table. */
  error: unknown;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The add button's text ("Add user"); the button shows only with `onAdd`. */
  addLabel?: string;
  onAdd?: () => void;
  /** Controls before the add button (a search, a filter). */
  filters?: ReactNode;
  /** Buttons after the add button (export, upload). */
  actions?: ReactNode;
  /** Shown between the controls and the table (an upload's outcome). */
  notice?: ReactNode;
  emptyText?: string;
  /** The list's dialogs (forms, confirmations), rendered after the table. */
  children?: ReactNode;
}

/**
 * A server-paged list: the query's error, a row of controls (filters, the add button, actions)
 * and an antd Table whose pages are asked of the server (`page`, `pageSize`, `total`). The
 * administration lists (users, roles, trailers, PLA cards, permanent trailers) are each one.
 */
export function PagedList<Row extends { id: number | string }>({
  label,
  columns,
  rows,
  total,
  loading,
  error,
  page,
  pageSize,
  onPage,
  addLabel,
  onAdd,
  filters,
  actions,
  notice,
  emptyText,
  children,
}: PagedListProps<Row>) {
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
      <Table<Row>
        aria-label={label}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows as Row[] | undefined}
        loading={loading}
        pagination={{
          current: page,
          pageSize,
          total: total ?? 0,
          showSizeChanger: false,
          onChange: onPage,
        }}
        {...(emptyText ? { locale: { emptyText } } : {})}
      />
      {children}
    </Flex>
  );
}
