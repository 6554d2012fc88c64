import { StoredFile } from '@yardline/domain/files/export';
import {
  DispatchReportPage,
  type DispatchReportRow,
  GATE_REPORTS,
  GateInReportPage,
  type GateInReportRow,
  GateReportExportQuery,
  GateReportQuery,
} from '@yardline/domain/gate/gate-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../plugins/access.ts';
import type { GateReportsService } from './gate-reports.service.ts';

/** Reachable from the gate (doc 2 §2): whoever works the gate reads them. */
const GATE_READ = { area: 'gate' } as const;
const tags = ['gate'];

export const gateReportsRoutes: FastifyPluginAsyncZod<{ reports: GateReportsService }> = async (
  app,
  { reports },
) => {
  const pageSchema = (description: string) => ({
    tags,
    description: `${description}: startDate and endDate in ms, skip (1-based) and limit; newest first.`,
    querystring: GateReportQuery,
  });
  app.get(
    '/rest/gate/reports/dispatch',
    {
      config: { access: GATE_READ },
      schema: {
        ...pageSchema('The smart-gate dispatch report'),
        response: { 200: DispatchReportPage },
      },
    },
    (request) => reports.page<DispatchReportRow>('dispatch', request.query),
  );
  app.get(
    '/rest/gate/reports/gate-in',
    {
      config: { access: GATE_READ },
      schema: {
        ...pageSchema('The gate-in report (boxes and trucks)'),
        response: { 200: GateInReportPage },
      },
    },
    (request) => reports.page<GateInReportRow>('gate-in', request.query),
  );

  for (const kind of GATE_REPORTS) {
    app.get(
      `/rest/gate/reports/${kind}/export`,
      {
        config: { access: GATE_READ },
        schema: {
          tags,
          description: `The ${kind} report's range as a file (format xls/xlsx or csv): rows from skip, limit of them or to the end.`,
          querystring: GateReportExportQuery,
          response: { 200: StoredFile },
        },
      },
      (request) => reports.export(sessionUser(request), kind, request.query),
    );
  }
};
