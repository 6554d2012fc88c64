import type { GateType } from '@yardline/domain/devices/gates.schema';
import { smartGateLane } from '@yardline/domain/gate/smart-gate-lane';
import { Alert } from 'antd';
import { Navigate } from 'react-router';
import { useHealth } from '../../api/health.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useGatesOfType } from './api/gates.ts';

const LANES: Record<GateType, string> = { IN: '/igate', OUT: '/igateout' };

/**
 * `/enterprise/gate`, the smart gate's menu route (doc 2 §2): it opens the lane the gates' types
 * choose (doc 3 §6), `/igate` or `/igateout`.
 */
export function SmartGateLink() {
  const gates = useGatesOfType();
  const { data: user } = useHealth();
  if (gates.isError) return <Alert type="error" showIcon title={errorMessage(gates.error)} />;
  if (!gates.data || !user) return <PageLoading />;
  const lane = smartGateLane(
    gates.data.gates.map((gate) => gate.type),
    user.roleKey,
  );
  return <Navigate to={LANES[lane]} replace />;
}
