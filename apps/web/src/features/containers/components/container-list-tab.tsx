import type { ContainerRecord } from '@yardline/domain/containers/container-records';
import { pageCount } from '@yardline/domain/containers/container-records';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { ExportDialog } from '../../../components/export-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { type ListSource, type PageCursor, useContainerPage } from '../api/container-list.ts';
import { exportContainers } from '../api/export-containers.ts';
import { ContainerTable, type RowActions } from './container-table.tsx';
import { ListPager } from './list-pager.tsx';

interface ContainerListTabProps extends RowActions {
  label: string;
  source: ListSource;
  size: number;
  selected: ReadonlyMap<number, ContainerRecord>;
  onSelect: (record: ContainerRecord, on: boolean) => void;
}

/**
 * One tab's list and its pages. Going to the next or previous page names the row the server
 * continues from (a seek by key); a jump sends only the position.
 */
export function ContainerListTab({ label, source, size, ...table }: ContainerListTabProps) {
  const [at, setAt] = useState<{ page: number; cursor: PageCursor }>({
    page: 1,
    cursor: undefined,
  });
  const list = useContainerPage(source, at.page, size, at.cursor);
  const rows = list.data?.entities ?? [];
  const total = list.data?.totalCount ?? 0;
  const [exporting, setExporting] = useState(false);

  const goTo = (page: number) => {
    const first = rows[0]?.id;
    const last = rows.at(-1)?.id;
    let cursor: PageCursor;
    // Rows still shown from the page before are no place to continue from: jump instead.
    if (list.isPlaceholderData) cursor = undefined;
    else if (page === at.page + 1 && last !== undefined) cursor = { afterId: last };
    else if (page === at.page - 1 && first !== undefined) cursor = { beforeId: first };
    setAt({ page, cursor });
  };

  return (
    <Flex vertical gap={8}>
      {list.error && <Alert type="error" showIcon title={errorMessage(list.error)} />}
      <ContainerTable label={label} rows={rows} loading={list.isFetching} {...table} />
      <Flex justify="space-between" align="center" gap={8}>
        <Button size="small" onClick={() => setExporting(true)}>
          Export
        </Button>
        <div style={{ flex: 1 }}>
          <ListPager page={at.page} size={size} total={total} onPage={goTo} />
        </div>
      </Flex>
      <ExportDialog
        open={exporting}
        what={`containers (${label})`}
        currentPage={at.page}
        pageSize={size}
        pageCount={pageCount(total, size)}
        onExport={(request) => exportContainers(source, request)}
        onClose={() => setExporting(false)}
      />
    </Flex>
  );
}
