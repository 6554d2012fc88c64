/**
 * The component tier's setup (vitest project `web`): what the DOM environment lacks and antd or
 * the app needs, and a clean page, cache and API after each test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../app/query-client.ts';
import { updateApiStatus } from '../lib/api-status.ts';
import { endFakeApi } from './fake-api.ts';
import { FakeEventSource } from './live-events.ts';

// findBy… and waitFor wait this long for what a screen shows: a busy two-core machine can take
// more than the default second to render a table after its answer.
configure({ asyncUtilTimeout: 10_000 });

// antd's Grid and responsive tables ask the media: answered for a desktop window as wide as the
// DOM's (1024 px), so a screen is laid out as on a desk, not as on a phone. The user asks for
// reduced motion, so the app turns antd's motion off: the DOM runs no CSS animation, and antd
// removes a closed message or dialog only when its animation has ended.
const widthMatches = (query: string): boolean =>
  [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
    bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  );
const mediaMatches = (query: string): boolean =>
  query.includes('prefers-reduced-motion') ? query.includes('reduce') : widthMatches(query);
window.matchMedia ??= (query: string): MediaQueryList => ({
  matches: mediaMatches(query),
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

// antd's tables, textareas and overflow menus observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// antd measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'): jsdom
// does not implement pseudo-elements and logs an error; the element's own style is as good here.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// Dialogs and lists scroll their content into view.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

// The shell follows live changes through /rest/events: a stream that never opens by itself (the
// tests of this tier look at one window), on which a test may send a change made elsewhere.
globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;

// Under fake timers, Testing Library's waits and user-event's steps move time on through a
// global `jest`; Vitest's fake timers are found by the same name.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  queryClient.clear();
  updateApiStatus({
    unreachable: false,
    unreachableModalOpen: false,
    forbidden: false,
    enterpriseLockedModalOpen: false,
  });
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  // Last: a request the server would have refused fails the test that made it.
  endFakeApi();
});
