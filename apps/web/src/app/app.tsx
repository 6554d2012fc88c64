import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { useReducedMotion } from '../lib/use-reduced-motion.ts';
import { ApiStatusModals } from './api-status-modals.tsx';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';

interface AppProps {
  /** The app's router (main.tsx); a component test makes one at the address it opens. */
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ router }: AppProps) {
  // antd animates every dialog, menu and tab; a user who asked for less motion gets none.
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      theme={reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme}
      componentSize="small"
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ApiStatusModals />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
