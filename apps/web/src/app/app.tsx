import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router';
import { ApiStatusModals } from './api-status-modals.tsx';
import { queryClient } from './query-client.ts';
import { router } from './router.ts';
import { theme } from './theme.ts';

export function App() {
  return (
    <ConfigProvider theme={theme} componentSize="small">
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ApiStatusModals />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
