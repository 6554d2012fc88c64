import { RoleName } from '@yardline/domain/auth/permissions';
import { newRoleNameProblem } from '@yardline/domain/auth/roles';
import { ROLE_MESSAGES, type Role } from '@yardline/domain/users/role.schema';
import { Form, Input } from 'antd';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useSaveRole } from '../api/save-role.ts';

/** The add and rename dialog of the Roles tab. */
export function RoleForm({ role, onClose }: { role: Role | undefined; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveRole();
  const adding = role === undefined;

  const notBuiltIn = {
    validator: async (_: unknown, name: string | undefined) => {
      // A built-in role may keep its own name; the server has the last word.
      const found = adding && name ? newRoleNameProblem(name) : undefined;
      if (found) throw new Error(found);
    },
  };

  return (
    <FormModal
      form={form}
      name="role"
      title={adding ? 'Add role' : `Edit role ${role.name}`}
      okText={adding ? 'Add role' : 'Save role'}
      initialValues={{ name: role?.name }}
      save={save}
      toVariables={({ name }) => ({ id: role?.id, name })}
      saved={() => (adding ? ROLE_MESSAGES.added : ROLE_MESSAGES.updated)}
      failed={adding ? ROLE_MESSAGES.notAdded : ROLE_MESSAGES.notUpdated}
      onClose={onClose}
    >
      <Form.Item label="Name" name="name" rules={[zodRule(RoleName), notBuiltIn]}>
        <Input autoFocus autoComplete="off" maxLength={60} />
      </Form.Item>
    </FormModal>
  );
}
