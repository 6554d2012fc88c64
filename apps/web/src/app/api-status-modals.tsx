import { Modal, Typography } from 'antd';
import { LockedFeatureModal } from '../components/locked-feature-modal.tsx';
import { UNREACHABLE_MESSAGE } from '../lib/api-client.ts';
import { updateApiStatus, useApiStatus } from '../lib/api-status.ts';

/** The app-wide notices of doc 1 §8, opened by the API client. */
export function ApiStatusModals() {
  const { unreachableModalOpen, enterpriseLockedModalOpen } = useApiStatus();
  const closeUnreachable = () => updateApiStatus({ unreachableModalOpen: false });

  return (
    <>
      <Modal
        title="Yardline is unreachable"
        open={unreachableModalOpen}
        onOk={closeUnreachable}
        onCancel={closeUnreachable}
        footer={(_, { OkBtn }) => <OkBtn />}
      >
        <Typography.Paragraph>{UNREACHABLE_MESSAGE}</Typography.Paragraph>
      </Modal>
      <LockedFeatureModal
        open={enterpriseLockedModalOpen}
        onClose={() => updateApiStatus({ enterpriseLockedModalOpen: false })}
      />
    </>
  );
}
