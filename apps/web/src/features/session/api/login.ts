import { useMutation } from '@tanstack/react-query';
import { type LoginBody, LoginResponse } from '@yardline/domain/session/session.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { encryptPassword, forgetPasswordKey } from '../../../lib/encrypt-password.ts';
import { rememberLogin } from '../../../lib/login-marker.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** POST /rest/auth/login: the password travels encrypted; the session cookie comes back. */
export async function login({ username, password }: Credentials): Promise<LoginResponse> {
  const body: LoginBody = { username: username.trim(), password: await encryptPassword(password) };
  return apiRequest('/rest/auth/login', LoginResponse, { method: 'POST', body });
}

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: rememberLogin,
    onError: (error) => {
      // A 400 may mean the server's key changed since we fetched it: fetch it again next time.
      if (isApiError(error) && error.status === 400) forgetPasswordKey();
    },
  });
