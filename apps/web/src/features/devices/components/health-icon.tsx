import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { Health } from '@yardline/domain/devices/health';
import { Space } from 'antd';

const LOOK: Record<Health, { color: string; Icon: typeof CheckCircleFilled }> = {
  OK: { color: '#389e0d', Icon: CheckCircleFilled },
  Idle: { color: '#d48806', Icon: ClockCircleFilled },
  NOK: { color: '#cf1322', Icon: CloseCircleFilled },
};

/** A reader's or gate's health (doc 1 §4): green OK, amber Idle, red NOK, with its word. */
export function HealthIcon({ health }: { health: Health }) {
  const { color, Icon } = LOOK[health];
  return (
    <Space size={4} aria-label={`Health ${health}`}>
      <Icon style={{ color }} aria-hidden />
      <span>{health}</span>
    </Space>
  );
}
