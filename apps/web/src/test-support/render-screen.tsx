/**
 * Opens a screen as the app does: the app's own providers, routes and shell, at `path`, with the
 * API client wired to the router and the query cache as main.tsx wires them. Answer the calls the
 * screen makes with a {@link fakeApi} first.
 */
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createBrowserRouter } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { App } from '../app/app.tsx';
import { connectApiClient } from '../app/connect-api-client.ts';
import { queryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/routes.tsx';

/** Typing and clicking as a user does (user-event). */
export type UserEvents = ReturnType<typeof userEvent.setup>;

/** The screen at `path`, once its route has loaded; type and click with the `user` it gives. */
export async function renderScreen(path: string) {
  // A browser router over the DOM's own history, as the app has: the API client reads the
  // address (the PagePath header, the login page's own handling of 401 and 403), so a memory
  // router would send what no browser sends.
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(appRoutes);
  connectApiClient(router, queryClient);
  onTestFinished(() => router.dispose());
  render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // The screen's lazy route (and the shell's) loaded: what the test waits on next is the screen.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  // Under fake timers, time moves on with each step.
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  return { user, router };
}
