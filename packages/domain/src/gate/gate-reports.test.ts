import { describe, expect, it } from 'vitest';
import { defaultReportRange, GateReportExportQuery, GateReportQuery } from './gate-reports.ts';

describe('defaultReportRange', () => {
  it('runs from the start of yesterday to now', () => {
    const now = new Date(2026, 10, 23, 14, 30);
    expect(defaultReportRange(now)).toEqual({
      startDate: new Date(2026, 10, 22, 0, 0, 0, 0),
      endDate: now,
    });
  });

  it('crosses a month end', () => {
    expect(defaultReportRange(new Date(2026, 2, 1, 9)).startDate).toEqual(new Date(2026, 1, 28));
  });
});

describe('GateReportQuery', () => {
  it('reads ms times and a 1-based page of 15 by default', () => {
    expect(GateReportQuery.parse({ startDate: '1000', endDate: '2000' })).toEqual({
      startDate: 1000,
      endDate: 2000,
      skip: 1,
      limit: 15,
    });
  });

  it('refuses a range running backwards and a time that is not a number', () => {
    expect(GateReportQuery.safeParse({ startDate: '3', endDate: '2' }).success).toBe(false);
    expect(GateReportQuery.safeParse({ startDate: 'x', endDate: '2' }).success).toBe(false);
    expect(GateReportQuery.safeParse({ endDate: '2' }).success).toBe(false);
  });

  it("takes doc 2's format xls as .xlsx", () => {
    const query = { startDate: '1', endDate: '2' };
    expect(GateReportExportQuery.parse({ ...query, format: 'xls' }).format).toBe('xlsx');
    expect(GateReportExportQuery.parse(query).format).toBe('xlsx');
    expect(GateReportExportQuery.parse({ ...query, format: 'csv' }).format).toBe('csv');
    expect(GateReportExportQuery.safeParse({ ...query, format: 'pdf' }).success).toBe(false);
  });
});
