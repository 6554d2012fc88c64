import { Col, Form, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useFeature } from '../../../api/metadata.ts';
import { useChaAllowance, useChasForActivity } from '../api/cha-allowances.ts';

interface ChaVehicleFieldProps {
  gateInType: string;
  chaId: number | undefined;
  onChange: (chaId: number | undefined) => void;
}

/**
 * The clearing agent a truck comes for (doc 2 §3 "Vehicle gate-in" chaId), while the CHA
 * vehicle feature is switched on (doc 3 §6). Switched off, there is no field, and an agent
 * chosen before goes too: the server counts no truck against an allowance then.
 */
export function ChaVehicleField(props: ChaVehicleFieldProps) {
  const on = useFeature('chaVehicle');
  const { chaId, onChange } = props;
  useEffect(() => {
    if (!on && chaId !== undefined) onChange(undefined);
  }, [on, chaId, onChange]);
  return on ? <AgentField {...props} /> : null;
}

/** The agents with vehicles allowed for the gate-in type, and the chosen one's count so far. */
function AgentField({ gateInType, chaId, onChange }: ChaVehicleFieldProps) {
  const agents = useChasForActivity(gateInType);
  const allowance = useChaAllowance(chaId, gateInType).data;
  return (
    <Col xs={24} md={8}>
      <Form.Item
        label="CHA"
        htmlFor="gate-vehicle-cha"
        extra={
          allowance && (
            <Typography.Text
              type={allowance.gatedInCount >= allowance.allowedCount ? 'danger' : 'secondary'}
            >
              {allowance.gatedInCount} of {allowance.allowedCount} vehicles gated in
            </Typography.Text>
          )
        }
      >
        <Select
          id="gate-vehicle-cha"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!gateInType}
          placeholder={gateInType ? 'None' : 'Choose the gate-in type first'}
          notFoundContent={`No agent has vehicles for ${gateInType}`}
          value={chaId}
          onChange={(value?: number) => onChange(value)}
          options={(agents.data ?? []).map((agent) => ({ value: agent.chaId, label: agent.name }))}
        />
      </Form.Item>
    </Col>
  );
}
