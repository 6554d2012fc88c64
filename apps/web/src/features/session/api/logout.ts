import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogoutResponse } from '@yardline/domain/session/session.schema';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetLogin } from '../../../lib/login-marker.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';

/** POST /rest/user/logout: ends the session on the server. */
export const logout = () => apiRequest('/rest/user/logout', LogoutResponse, { method: 'POST' });

/** Logs out, forgets everything cached for the user and shows the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Cleared before navigating, so the login page does not see the old user and bounce back.
      forgetLogin();
      queryClient.removeQueries();
      navigate(LOGIN_PATH, { replace: true });
    },
  });
}
