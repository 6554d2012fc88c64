import { PlanningWeights } from '@yardline/domain/planning/weights';
import { Alert, App, Button, Form, InputNumber, Modal, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useSaveWeights, useWeights } from '../api/weights.ts';
import { SCORE_PARTS } from './explanation-modal.tsx';

/** An admin changes what each part of a suggestion weighs; the next suggestion uses it. */
export function WeightsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const weights = useWeights(open);
  const save = useSaveWeights();
  return (
    <Modal open={open} title="Suggestion weights" onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        Each part of a slot's score is multiplied by its weight (0 ignores it, at most 10).
      </Typography.Paragraph>
      {weights.error && <Alert type="error" showIcon title={errorMessage(weights.error)} />}
      {save.error && <Alert type="error" showIcon title={errorMessage(save.error)} />}
      {weights.data && (
        <Form
          layout="horizontal"
          labelCol={{ span: 10 }}
          initialValues={weights.data}
          onFinish={(values: PlanningWeights) =>
            save.mutate(values, {
              onSuccess: () => {
                void message.success('Weights saved: the next suggestion uses them.');
                onClose();
              },
            })
          }
        >
          {SCORE_PARTS.map((part) => (
            <Form.Item
              key={part.key}
              label={part.label}
              name={part.key}
              rules={[zodRule(PlanningWeights.shape[part.key])]}
            >
              <InputNumber min={0} max={10} step={0.05} style={{ width: 120 }} />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save weights
          </Button>
        </Form>
      )}
    </Modal>
  );
}
