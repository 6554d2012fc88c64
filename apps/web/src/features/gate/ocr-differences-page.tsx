import { useQueryClient } from '@tanstack/react-query';
import { defaultReportRange, GATE_REPORT_PAGE_SIZE } from '@yardline/domain/gate/gate-reports';
import type { OcrDifferenceRow } from '@yardline/domain/gate/ocr-differences';
import { Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RecordList } from '../../components/crud/record-list.tsx';
import { ReportRangePicker } from '../../components/report-range-picker.tsx';
import { readAgain } from '../../lib/read-again.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import { useGatesOfType } from './api/gates.ts';
import { ocrDifferencesKey } from './api/ocr.ts';
import { type OcrDifferenceFilter, useOcrDifferences } from './api/ocr-differences.ts';
import { DIFFERENCE_COLUMNS } from './components/ocr-difference-columns.tsx';

/**
 * `/ocr-differences`: what OCR read wrong at the smart gates, as gate admins reported it (doc 2
 * §3, §6): the read against the correction, the gate, when, who, the gate pass and the images.
 * Filtered by a date range (yesterday → now unless changed), a gate and a container number; 15 a
 * page like the gate's reports. A difference reported meanwhile appears at once.
 */
export function OcrDifferencesPage() {
  const [filter, setFilter] = useState<OcrDifferenceFilter>(() => {
    return { startDate: defaultReportRange(new Date()).startDate.getTime() };
  });
  const [page, setPage] = useState(1);
  const list = useOcrDifferences(filter, page);
  const queryClient = useQueryClient();
  // A difference reported at any smart gate shows here without a reload.
  useLiveEvents(['gate.ocr-difference'], () => {
    void readAgain(queryClient, { queryKey: ocrDifferencesKey });
  });
  const gates = useGatesOfType().data?.gates ?? [];
  const narrow = (change: Partial<OcrDifferenceFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <Flex vertical gap={8}>
      <title>OCR differences · Yardline</title>
      <Flex align="center" gap={16} wrap>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          OCR differences
        </Typography.Title>
        <Link to="/igate">Smart gate in</Link>
        <Link to="/igateout">Smart gate out</Link>
      </Flex>
      <RecordList<OcrDifferenceRow>
        label="OCR differences"
        columns={DIFFERENCE_COLUMNS}
        rows={list.data?.dataprovider}
        loading={list.isFetching}
        error={list.error}
        paging={{
          page,
          pageSize: GATE_REPORT_PAGE_SIZE,
          total: list.data?.totalSize,
          onPage: setPage,
        }}
        emptyText="No OCR difference reported in this date range"
        filters={
          <>
            <ReportRangePicker
              startDate={filter.startDate}
              endDate={filter.endDate}
              onChange={narrow}
            />
            <Select
              aria-label="Gate"
              style={{ minWidth: 160 }}
              value={filter.gateId ?? 0}
              onChange={(gateId: number) => narrow({ gateId: gateId || undefined })}
              options={[
                { value: 0, label: 'All gates' },
                ...gates.map((gate) => ({ value: gate.id, label: `${gate.name} (${gate.type})` })),
              ]}
            />
            <Input.Search
              aria-label="Container number"
              placeholder="Container number"
              allowClear
              autoFocus
              style={{ width: 220 }}
              onSearch={(search) => narrow({ search: search.trim() || undefined })}
            />
          </>
        }
      />
    </Flex>
  );
}
