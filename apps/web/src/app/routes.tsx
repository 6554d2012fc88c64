import type { RouteObject } from 'react-router';
import { healthQueryOptions } from '../api/health.ts';
import { metadataQueryOptions } from '../api/metadata.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { enterpriseAliasRoutes } from './enterprise-aliases.tsx';
import { RouteError } from './pages/route-error.tsx';
import { queryClient } from './query-client.ts';
import { addresses, frameOf, SCREENS, type Screen } from './screens.ts';

type BuiltScreen = Screen & { page: NonNullable<Screen['page']> };

/** A route for each address of each built screen in `frame`; the screen is its `handle`. */
const routes = (frame: Screen['frame']): RouteObject[] =>
  SCREENS.filter(
    (screen): screen is BuiltScreen => screen.page !== undefined && frameOf(screen) === frame,
  ).flatMap((screen) =>
    addresses(screen).map((path) => ({
      path,
      handle: screen,
      // Every page is a lazy route: the login page loads without the shell, and each screen is
      // its own chunk. Its data can be on its way meanwhile.
      lazy: async () => {
        screen.prefetch?.(queryClient);
        return { Component: await screen.page() };
      },
    })),
  );

/** Every route of the app, made from the screen registry. */
export const appRoutes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      ...routes('public'),
      ...routes('bare'),
      ...enterpriseAliasRoutes,
      {
        // The authenticated shell: side menu, header and session checks around each screen (a
        // lane screen gets the checks alone). It shows nothing before the session and the
        // settings are known, so both reads start beside its chunk.
        lazy: async () => {
          void queryClient.prefetchQuery(healthQueryOptions);
          void queryClient.prefetchQuery(metadataQueryOptions);
          return { Component: (await import('./shell/app-shell.tsx')).AppShell };
        },
        children: [...routes('shell'), ...routes('lane')],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./pages/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
];
