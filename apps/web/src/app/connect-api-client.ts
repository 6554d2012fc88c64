import type { QueryClient } from '@tanstack/react-query';
import { CHANGE_PASSWORD_PATH } from '@yardline/domain/session/session.schema';
import type { createBrowserRouter } from 'react-router';
import { healthQueryKey } from '../api/health.ts';
import { metadataQueryKey } from '../api/metadata.ts';
import { configureApiClient } from '../lib/api-client.ts';
import { forgetLogin, wasLoggedIn } from '../lib/login-marker.ts';
import { FORBIDDEN_PATH, isLoginPath, LOGIN_PATH } from '../lib/paths.ts';
import { isPublicPath } from './screens.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** Gives the API client what it needs for 401 and 403 answers: the router and the cache. */
export function connectApiClient(router: Router, queryClient: QueryClient): void {
  configureApiClient({
    unauthorized: () => {
      const { location, navigation } = router.state;
      // Several calls may fail at once: go to the login page only once.
      if (isLoginPath(navigation.location?.pathname ?? location.pathname)) return;
      // A page that needs no login expects a 401.
      if (isPublicPath(location.pathname)) return;
      // A user who was logged in lost their session; anyone else simply has to log in.
      const expired = wasLoggedIn() || queryClient.getQueryData(healthQueryKey) !== undefined;
      forgetLogin();
      queryClient.removeQueries();
      void router.navigate(expired ? `${LOGIN_PATH}?expired=1` : LOGIN_PATH, { replace: true });
    },
    forbidden: () => {
      void router.navigate(FORBIDDEN_PATH, { replace: true });
    },
    featureOff: () => {
      void queryClient.invalidateQueries({ queryKey: metadataQueryKey });
    },
    // Read the edition again, so enterprise screens lock themselves.
    enterpriseLocked: () => {
      void queryClient.invalidateQueries({ queryKey: healthQueryKey });
    },
    passwordChangeRequired: () => {
      void router.navigate(CHANGE_PASSWORD_PATH, { replace: true });
    },
  });
}
