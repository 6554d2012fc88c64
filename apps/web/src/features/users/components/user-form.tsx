import {
  type Actor,
  ESCALATION_MESSAGES,
  roleAssignmentProblem,
} from '@yardline/domain/auth/escalation';
import type { PermissionRecord } from '@yardline/domain/auth/permissions';
import { isSuperAdmin } from '@yardline/domain/auth/roles';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { USER_MESSAGES, type User, userPasswordProblem } from '@yardline/domain/users/user.schema';
import { Checkbox, Form, Input, Select, Typography } from 'antd';
import { useMetadata } from '../../../api/metadata.ts';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { type UserFormValues, useSaveUser } from '../api/save-user.ts';

interface UserFormProps {
  /** The user to edit; undefined adds one. */
  user: User | undefined;
  actor: Actor;
  roles: PermissionRecord[];
  onClose: () => void;
}

const asRoleView = (record: PermissionRecord) => ({
  id: record.roleId,
  name: record.role,
  roleKey: record.roleKey,
  permissions: record,
});

/** The add and edit dialog of the Users tab (doc 3 §3, §5, §8). */
export function UserForm({ user, actor, roles, onClose }: UserFormProps) {
  const [form] = Form.useForm<UserFormValues>();
  const save = useSaveUser();
  const metadata = useMetadata();
  const strict = metadata.data?.passwordStrictness ?? DEFAULT_METADATA.passwordStrictness;
  const adding = user === undefined;
  // One's own password is changed with Change password, which asks for the current one.
  const self = user?.id === actor.id;

  // A role is offered when the server would let this actor give it (or the user has it already).
  const offered = roles.filter(
    (record) => record.roleId === user?.roleId || !roleAssignmentProblem(actor, asRoleView(record)),
  );

  const passwordCheck = {
    validator: async () => {
      const { password = '', confirmPassword = '' } = form.getFieldsValue();
      if (!adding && !password && !confirmPassword) return;
      const found = userPasswordProblem(password, confirmPassword, strict);
      if (found) throw new Error(found);
    },
  };

  return (
    <FormModal
      form={form}
      name="user"
      title={adding ? 'Add user' : `Edit user ${user.username}`}
      okText={adding ? 'Add user' : 'Save user'}
      initialValues={
        user
          ? {
              username: user.username,
              email: user.email ?? '',
              phone: user.phone ?? '',
              address: user.address ?? '',
              roleId: user.roleId,
              hidden: user.hidden,
            }
          : { hidden: false }
      }
      save={save}
      toVariables={(values) => ({ id: user?.id, values })}
      saved={() => (adding ? USER_MESSAGES.added : USER_MESSAGES.updated)}
      failed={adding ? USER_MESSAGES.notAdded : USER_MESSAGES.notUpdated}
      lockWhileSaving
      onClose={onClose}
    >
      <Form.Item
        label="Username"
        name="username"
        rules={[{ required: true, whitespace: true, message: 'Enter a username.' }]}
      >
        <Input autoFocus autoComplete="off" maxLength={100} />
      </Form.Item>
      {self ? (
        <Form.Item label="Password">
          <Typography.Text type="secondary">{ESCALATION_MESSAGES.ownPassword}</Typography.Text>
        </Form.Item>
      ) : (
        <>
          <Form.Item
            label="Password"
            name="password"
            extra={adding ? undefined : 'Leave empty to keep the current password.'}
            rules={[passwordCheck]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Confirm password"
            name="confirmPassword"
            dependencies={['password']}
            rules={[passwordCheck]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Form.Item label="Role" name="roleId" rules={[{ required: true, message: 'Choose a role.' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={offered.map((record) => ({ value: record.roleId, label: record.role }))}
        />
      </Form.Item>
      <Form.Item
        label="E-mail"
        name="email"
        rules={[{ type: 'email', message: 'Enter a valid e-mail address.' }]}
      >
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item label="Phone" name="phone">
        <Input autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item label="Address" name="address">
        <Input autoComplete="off" maxLength={300} />
      </Form.Item>
      {isSuperAdmin(actor.roleKey) && (
        <Form.Item name="hidden" valuePropName="checked">
          <Checkbox>Hidden (seen only by superadmins)</Checkbox>
        </Form.Item>
      )}
    </FormModal>
  );
}
