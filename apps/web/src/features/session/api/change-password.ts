import { useMutation } from '@tanstack/react-query';
import {
  type ChangePasswordBody,
  ChangePasswordResponse,
} from '@yardline/domain/session/change-password';
import type { CurrentUser } from '@yardline/domain/session/session.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { encryptPassword, forgetPasswordKey } from '../../../lib/encrypt-password.ts';

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordInput {
  user: Pick<CurrentUser, 'id' | 'username'>;
  fields: PasswordFields;
}

/** POST /rest/user/change-password: each of the three passwords is encrypted on its own. */
export async function changePassword({ user, fields }: ChangePasswordInput) {
  const [oldPassword, newPassword, confirmPassword] = await Promise.all([
    encryptPassword(fields.oldPassword),
    encryptPassword(fields.newPassword),
    encryptPassword(fields.confirmPassword),
  ]);
  const body: ChangePasswordBody = {
    id: user.id,
    oldPassword,
    newPassword,
    confirmPassword,
    user: { username: user.username },
  };
  return apiRequest('/rest/user/change-password', ChangePasswordResponse, {
    method: 'POST',
    body,
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onError: (error) => {
      if (isApiError(error) && error.status === 400) forgetPasswordKey();
    },
  });
