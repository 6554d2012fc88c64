import { Alert, Button, Modal } from 'antd';
import type { GatePassCheck } from './use-gate-pass-check.ts';

/** Doc 2 §2's gate pass modal: the pass found for the read box, or that there is none. */
export function GatePassModal({ check, onClose }: { check: GatePassCheck; onClose: () => void }) {
  return (
    <Modal
      open={check.open}
      title="Gate pass"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <Alert type={check.verified ? 'success' : 'warning'} showIcon title={check.text} />
    </Modal>
  );
}
