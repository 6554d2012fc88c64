import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useLogout } from '../../features/session/api/logout.ts';
import { ChangePasswordDialog } from '../../features/session/components/change-password-dialog.tsx';

const ITEMS: MenuProps['items'] = [
  { key: 'change-password', label: 'Change password', icon: <KeyOutlined aria-hidden /> },
  { type: 'divider' },
  { key: 'logout', label: 'Logout', icon: <LogoutOutlined aria-hidden /> },
];

/** The header's 'Account' button: change password and logout (doc 3 §2). */
export function AccountMenu() {
  const [changingPassword, setChangingPassword] = useState(false);
  const logout = useLogout();

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'change-password') setChangingPassword(true);
    if (key === 'logout') logout.mutate();
  };

  return (
    <>
      <Dropdown menu={{ items: ITEMS, onClick }} trigger={['click']} placement="bottomRight">
        <Button icon={<UserOutlined aria-hidden />} loading={logout.isPending}>
          Account
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
