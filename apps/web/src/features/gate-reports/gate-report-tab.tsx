import { DownloadOutlined } from '@ant-design/icons';
import {
  defaultReportRange,
  GATE_REPORT_PAGE_SIZE,
  type GateReportKind,
} from '@yardline/domain/gate/gate-reports';
import type { TableColumnsType } from 'antd';
import { Button } from 'antd';
import { useState } from 'react';
import { RecordList } from '../../components/crud/record-list.tsx';
import { ExportDialog } from '../../components/export-dialog.tsx';
import { ReportRangePicker } from '../../components/report-range-picker.tsx';
import { exportGateReport, useGateReport } from './api/gate-report.ts';

/** One report: a date range (yesterday → now unless changed), 15 rows a page, export. */
export function GateReportTab<Row extends { id: number }>({
  kind,
  title,
  columns,
}: {
  kind: GateReportKind;
  title: string;
  columns: TableColumnsType<Row>;
}) {
  const [range, setRange] = useState(() => {
    const { startDate, endDate } = defaultReportRange(new Date());
    return { startDate: startDate.getTime(), endDate: endDate.getTime() };
  });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const report = useGateReport(kind, range, page);
  const total = report.data?.totalSize ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / GATE_REPORT_PAGE_SIZE));

  return (
    <RecordList<Row>
      label={title}
      columns={columns}
      rows={report.data?.dataprovider as Row[] | undefined}
      loading={report.isFetching}
      error={report.error}
      paging={{
        page,
        pageSize: GATE_REPORT_PAGE_SIZE,
        total: report.data?.totalSize,
        onPage: setPage,
      }}
      emptyText="Nothing in this date range"
      filters={
        <ReportRangePicker
          {...range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      }
      actions={
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setExporting(true)}>
          Export
        </Button>
      }
    >
      <ExportDialog
        open={exporting}
        what={title.toLowerCase()}
        currentPage={page}
        pageSize={GATE_REPORT_PAGE_SIZE}
        pageCount={pageCount}
        onExport={(request) => exportGateReport(kind, range, request)}
        onClose={() => setExporting(false)}
      />
    </RecordList>
  );
}
