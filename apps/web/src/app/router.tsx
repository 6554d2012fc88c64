import { createBrowserRouter } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { FORBIDDEN_PATH, LOGIN_PATH } from '../lib/paths.ts';
import { enterpriseAliasRoutes } from './enterprise-aliases.tsx';
import { RouteError } from './pages/route-error.tsx';

// Every page is a lazy route: the login page loads without the shell, and each screen is its
// own chunk.
const loginPage = async () => ({
  Component: (await import('../features/session/login-page.tsx')).LoginPage,
});

export const router = createBrowserRouter([
  {
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: '/', lazy: loginPage },
      { path: LOGIN_PATH, lazy: loginPage },
      {
        path: FORBIDDEN_PATH,
        lazy: async () => ({
          Component: (await import('./pages/forbidden-page.tsx')).ForbiddenPage,
        }),
      },
      ...enterpriseAliasRoutes,
      {
        // The authenticated shell: side menu, header and session checks around each screen.
        lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).AppShell }),
        children: [
          {
            path: '/main',
            lazy: async () => ({
              Component: (await import('../features/home/home-page.tsx')).HomePage,
            }),
          },
          {
            path: '/configure',
            lazy: async () => ({
              Component: (await import('../features/configuration/configure-page.tsx'))
                .ConfigurePage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./pages/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
]);
