import type { DispatchReportRow, GateInReportRow } from '@yardline/domain/gate/gate-reports';
import { Flex, Tabs, Typography } from 'antd';
import { GateReportTab } from './gate-report-tab.tsx';
import { DISPATCH_COLUMNS, GATE_IN_COLUMNS } from './report-columns.tsx';

/** `/gate-reports`: the two reports reachable from the gate (doc 2 §2). */
export function GateReportsPage() {
  return (
    <Flex vertical gap={8}>
      <title>Gate reports · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Gate reports
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'dispatch',
            label: 'Smart-gate dispatch report',
            children: (
              <GateReportTab<DispatchReportRow>
                kind="dispatch"
                title="Dispatch report"
                columns={DISPATCH_COLUMNS}
              />
            ),
          },
          {
            key: 'gate-in',
            label: 'Gate-in report',
            children: (
              <GateReportTab<GateInReportRow>
                kind="gate-in"
                title="Gate-in report"
                columns={GATE_IN_COLUMNS}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
