import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { connectApiClient } from './app/connect-api-client.ts';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.ts';
import './app/global.css';

connectApiClient(router, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
