/**
 * The containers screen's reads on a big terminal: the Yard and All lists at their first page,
 * at a deep page reached by a jump (skip) and by paging on from a known row (afterId), search
 * by part of a number, and autocomplete. Each call is made one at a time, as a clerk's screen
 * makes them, after a warm-up.
 */
import type { RunningServer } from '../e2e/support/server.ts';
import { apiLogin, DEMO } from '../e2e/support/session.ts';
import { report } from './report.ts';

const BASE = '/rest/enterprise/containers';
const SAMPLES = 100;

type Page = { entities: { id: number; number: string }[]; totalCount: number };

async function get<T>(server: RunningServer, cookie: string, path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { cookie, pagepath: '/containers' },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Times `SAMPLES` calls, each to the path `pathFor(i)` gives. */
async function time(server: RunningServer, cookie: string, pathFor: (i: number) => string) {
  for (let i = 0; i < 5; i++) await get(server, cookie, pathFor(i));
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await get(server, cookie, pathFor(i));
    samples.push(performance.now() - start);
  }
  return samples;
}

export async function measureContainers(label: string, server: RunningServer) {
  const cookie = await apiLogin(server.url, DEMO.admin);
  const measure = async (what: string, pathFor: (i: number) => string) =>
    report(label, what, await time(server, cookie, pathFor));

  for (const [tab, path] of [
    ['Yard', `${BASE}/list`],
    ['All', `${BASE}/all`],
  ] as const) {
    const first = await get<Page>(server, cookie, `${path}?skip=1&limit=15`);
    const pages = Math.floor(first.totalCount / 15);
    console.log(`${label.padEnd(10)} ${tab} tab: ${first.totalCount} boxes, ${pages} pages`);
    await measure(`${tab} tab, first page`, () => `${path}?skip=1&limit=15`);
    // Jumps spread over the whole list, the last pages included.
    const deep = (i: number) => Math.floor(((i % 10) + 1) * (pages / 10)) - 1;
    await measure(
      `${tab} tab, jump to page 10 %..100 %`,
      (i) => `${path}?skip=${deep(i) * 15 + 1}&limit=15`,
    );
    const last = await get<Page>(server, cookie, `${path}?skip=${(pages - 2) * 15 + 1}&limit=15`);
    const afterId = last.entities.at(-1)?.id;
    await measure(
      `${tab} tab, next page after the last but one`,
      () => `${path}?skip=${(pages - 1) * 15 + 1}&limit=15&afterId=${afterId}`,
    );
  }

  const sample = await get<Page>(server, cookie, `${BASE}/list?skip=1&limit=100`);
  const numbers = sample.entities.map((box) => box.number);
  const pick = (i: number) => numbers[i % numbers.length] ?? 'MSKU';
  await measure(
    'search by 5 digits of a number (Yard tab)',
    (i) => `${BASE}/list?skip=1&limit=15&searchText=${pick(i).slice(5, 10)}`,
  );
  // Boxes from all over the Yard tab, not only the newest: a search's matches may be anywhere.
  const first = await get<Page>(server, cookie, `${BASE}/list?skip=1&limit=15`);
  const spread = await Promise.all(
    Array.from({ length: 10 }, (_, i) => {
      const at = Math.floor(((i + 0.5) / 10) * first.totalCount);
      return get<Page>(server, cookie, `${BASE}/list?skip=${at + 1}&limit=10`);
    }),
  );
  const anywhere = spread.flatMap((page) => page.entities.map((box) => box.number));
  await measure(
    'search by 5 digits, boxes all over the yard',
    (i) =>
      `${BASE}/list?skip=1&limit=15&searchText=${(anywhere[i % anywhere.length] ?? 'MSKU').slice(5, 10)}`,
  );
  await measure(
    'autocomplete, 6 characters',
    (i) => `${BASE}/autocomplete?searchText=${pick(i).slice(0, 6)}`,
  );
}
