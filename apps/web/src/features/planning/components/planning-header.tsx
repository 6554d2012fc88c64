import { BgColorsOutlined, SlidersOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useReshuffles } from '../api/reshuffles.ts';

/**
 * The planning screen's title with the yard's own reshuffles per dispatched box (last 7 and 30
 * days), the weights (admins) and the way to the colour rules.
 */
export function PlanningHeader({ onWeights }: { onWeights: (() => void) | undefined }) {
  const navigate = useNavigate();
  const figures = useReshuffles().data;
  return (
    <Flex align="center" gap={12} wrap>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Planning
      </Typography.Title>
      {figures && (
        <Typography.Text type="secondary" aria-label="Reshuffles per dispatched box">
          Reshuffles per dispatched box:{' '}
          {figures
            .map(
              (f) =>
                `${f.perDispatched === null ? '—' : f.perDispatched.toFixed(2)} (${f.days} days, ${f.dispatched} dispatched)`,
            )
            .join(' · ')}
        </Typography.Text>
      )}
      <span style={{ flex: 1 }} />
      {onWeights && (
        <Button icon={<SlidersOutlined aria-hidden />} onClick={onWeights}>
          Weights
        </Button>
      )}
      <Button icon={<BgColorsOutlined aria-hidden />} onClick={() => navigate('/configure')}>
        Colour rules
      </Button>
    </Flex>
  );
}
