import { LockOutlined } from '@ant-design/icons';
import { ENTERPRISE_MESSAGE } from '@yardline/domain/auth/can';
import { Flex, Modal, Typography } from 'antd';

/** Doc 1 §6, word for word. */
export const LOCKED_FEATURE_TITLE = 'Locked Enterprise Feature';

interface LockedFeatureModalProps {
  open: boolean;
  onClose: () => void;
}

export function LockedFeatureModal({ open, onClose }: LockedFeatureModalProps) {
  return (
    <Modal
      title={
        <Flex gap={8} align="center">
          <LockOutlined aria-hidden />
          {LOCKED_FEATURE_TITLE}
        </Flex>
      }
      open={open}
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
    >
      <Typography.Paragraph>{ENTERPRISE_MESSAGE}</Typography.Paragraph>
    </Modal>
  );
}
