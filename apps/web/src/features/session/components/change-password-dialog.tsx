import { App, Button, type InputRef, Modal } from 'antd';
import { useRef } from 'react';
import { useLogout } from '../api/logout.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** Doc 3 §9: the user is logged out this long after the password changed. */
const LOGOUT_DELAY_MS = 2000;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's change-password dialog (doc 3 §4, §5, §8). */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { message } = App.useApp();
  const firstField = useRef<InputRef>(null);
  const logout = useLogout();

  const changed = () => {
    message.success('Password changed. You will be logged out.');
    onClose();
    setTimeout(() => logout.mutate(), LOGOUT_DELAY_MS);
  };

  return (
    <Modal
      title="Change password"
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={(visible) => visible && firstField.current?.focus()}
    >
      <ChangePasswordForm
        firstFieldRef={firstField}
        onChanged={changed}
        secondaryAction={<Button onClick={onClose}>Cancel</Button>}
      />
    </Modal>
  );
}
