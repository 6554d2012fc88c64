import { Table, type TableColumnsType, type TableProps } from 'antd';

/** A list's pages, asked of the server one at a time. */
export interface Paging {
  page: number;
  pageSize: number;
  /** How many rows the whole list has (the server's totalCount). */
  total: number | undefined;
  onPage: (page: number) => void;
}

/** The rows ticked in a list, by key. */
export interface Selection {
  selected: number[];
  onSelect: (keys: number[]) => void;
}

export interface SelectableTableProps<Row> {
  /** The table's accessible name ("Users", "ITV Details", …). */
  label: string;
  /** The field that tells the rows apart. */
  rowKey?: keyof Row & string;
  columns: TableColumnsType<Row>;
  /** The rows (of the page), undefined until the first answer. */
  rows: readonly Row[] | undefined;
  loading: boolean;
  emptyText?: string;
  /** Server pages; without it the rows are all on one page. */
  paging?: Paging;
  /** Ticks rows (to delete them, …); without it the rows have no checkbox. */
  selection?: Selection;
  /** Rows that open to show more. */
  expandable?: TableProps<Row>['expandable'];
}

/** A small antd table of records: server-paged with `paging`, rows ticked with `selection`. */
export function SelectableTable<Row extends object>({
  label,
  rowKey = 'id' as keyof Row & string,
  columns,
  rows,
  loading,
  emptyText,
  paging,
  selection,
  expandable,
}: SelectableTableProps<Row>) {
  return (
    <Table<Row>
      aria-label={label}
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={rows as Row[] | undefined}
      loading={loading}
      {...(selection
        ? {
            rowSelection: {
              selectedRowKeys: selection.selected,
              onChange: (keys) => selection.onSelect(keys as number[]),
            },
          }
        : {})}
      {...(expandable ? { expandable } : {})}
      pagination={
        paging
          ? {
              current: paging.page,
              pageSize: paging.pageSize,
              total: paging.total ?? 0,
              showSizeChanger: false,
              onChange: paging.onPage,
            }
          : false
      }
      {...(emptyText ? { locale: { emptyText } } : {})}
    />
  );
}
