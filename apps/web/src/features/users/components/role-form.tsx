import { RoleName } from '@yardline/domain/auth/permissions';
import { newRoleNameProblem } from '@yardline/domain/auth/roles';
import { ROLE_MESSAGES, type Role } from '@yardline/domain/users/role.schema';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useSaveRole } from '../api/save-role.ts';

/** The add and rename dialog of the Roles tab. */
export function RoleForm({ role, onClose }: { role: Role | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [problem, setProblem] = useState<string>();
  const save = useSaveRole();
  const adding = role === undefined;

  const notBuiltIn = {
    validator: async (_: unknown, name: string | undefined) => {
      // A built-in role may keep its own name; the server has the last word.
      const found = adding && name ? newRoleNameProblem(name) : undefined;
      if (found) throw new Error(found);
    },
  };

  const submit = ({ name }: { name: string }) => {
    setProblem(undefined);
    save.mutate(
      { id: role?.id, name },
      {
        onSuccess: () => {
          message.success(adding ? ROLE_MESSAGES.added : ROLE_MESSAGES.updated);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      open
      title={adding ? 'Add role' : `Edit role ${role.name}`}
      okText={adding ? 'Add role' : 'Save role'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        name="role"
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: role?.name }}
        onFinish={submit}
      >
        <Form.Item label="Name" name="name" rules={[zodRule(RoleName), notBuiltIn]}>
          <Input autoFocus autoComplete="off" maxLength={60} />
        </Form.Item>
        {problem && (
          <Alert
            type="error"
            showIcon
            title={adding ? ROLE_MESSAGES.notAdded : ROLE_MESSAGES.notUpdated}
            description={problem}
          />
        )}
      </Form>
    </Modal>
  );
}
