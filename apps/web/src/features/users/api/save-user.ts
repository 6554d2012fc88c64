import { useMutation, useQueryClient } from '@tanstack/react-query';
import { User, type UserInput } from '@yardline/domain/users/user.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { encryptPassword } from '../../../lib/encrypt-password.ts';
import { usersQueryKey } from './users.ts';

export interface UserFormValues {
  username: string;
  /** Empty when an edit keeps the password. */
  password?: string;
  confirmPassword?: string;
  email?: string;
  phone?: string;
  address?: string;
  roleId: number;
  hidden?: boolean;
}

/**
 * POST /rest/users (no id) or PUT /rest/users/{id}. The passwords are encrypted like the login's,
 * and sent only when typed: an edit that leaves them empty keeps the password (doc 3 §5).
 */
export async function saveUser({ id, values }: { id?: number; values: UserFormValues }) {
  const { password, confirmPassword, ...rest } = values;
  const body: UserInput = { ...rest, hidden: rest.hidden ?? false };
  if (password) {
    [body.password, body.confirmPassword] = await Promise.all([
      encryptPassword(password),
      encryptPassword(confirmPassword ?? ''),
    ]);
  }
  return id === undefined
    ? apiRequest('/rest/users', User, { method: 'POST', body })
    : apiRequest(`/rest/users/${id}`, User, { method: 'PUT', body });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
