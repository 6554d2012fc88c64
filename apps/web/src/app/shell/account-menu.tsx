import { DatabaseOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { isSuperAdmin } from '@yardline/domain/auth/roles';
import type { HealthResponse } from '@yardline/domain/session/session.schema';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { ArchiveDialog } from '../../features/archive/archive-dialog.tsx';
import { useLogout } from '../../features/session/api/logout.ts';
import { ChangePasswordDialog } from '../../features/session/components/change-password-dialog.tsx';

/** Doc 3 §6: archive database is a superadmin's. */
const items = (superadmin: boolean): MenuProps['items'] => [
  { key: 'change-password', label: 'Change password', icon: <KeyOutlined aria-hidden /> },
  ...(superadmin
    ? [{ key: 'archive', label: 'Archive database', icon: <DatabaseOutlined aria-hidden /> }]
    : []),
  { type: 'divider' },
  { key: 'logout', label: 'Logout', icon: <LogoutOutlined aria-hidden /> },
];

/** The header's 'Account' button: change password, archive database, logout (doc 3 §2). */
export function AccountMenu({ user }: { user: HealthResponse }) {
  const [changingPassword, setChangingPassword] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const logout = useLogout();

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'change-password') setChangingPassword(true);
    if (key === 'archive') setArchiving(true);
    if (key === 'logout') logout.mutate();
  };

  return (
    <>
      <Dropdown
        menu={{ items: items(isSuperAdmin(user.roleKey)), onClick }}
        trigger={['click']}
        placement="bottomRight"
      >
        <Button icon={<UserOutlined aria-hidden />} loading={logout.isPending}>
          Account
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      {archiving && <ArchiveDialog userName={user.userName} onClose={() => setArchiving(false)} />}
    </>
  );
}
