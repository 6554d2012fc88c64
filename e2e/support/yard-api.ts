import type { YardLayout } from '@yardline/domain/yard/layout.schema';
import { NUMBER_WIDTH, type YardContainers } from '@yardline/domain/yard/yard-containers';
import { apiLogin, DEMO } from './session.ts';

export interface MovableBox {
  id: number;
  number: string;
  location: string;
}

/** A GET as the demo superadmin (who may read the inventory's boxes). */
async function superadminGet<T>(baseUrl: string, path: string): Promise<T> {
  const cookie = await apiLogin(baseUrl, DEMO.superadmin);
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The demo yard's cells by id and its boxes, with the number of the box at an index. */
async function readYard(baseUrl: string) {
  const [layout, yard] = await Promise.all([
    superadminGet<YardLayout>(baseUrl, '/rest/yard/layout'),
    superadminGet<YardContainers>(baseUrl, '/rest/yard/containers?includePlanned=false'),
  ]);
  const cells = new Map(
    layout.areaLayouts.flatMap((area) =>
      area.rowLayouts.flatMap((row) => row.cellLayouts.map((cell) => [cell.id, cell] as const)),
    ),
  );
  const numberAt = (i: number) =>
    yard.numbers.slice(i * NUMBER_WIDTH, (i + 1) * NUMBER_WIDTH).trim();
  return { cells, yard, numberAt };
}

/**
 * 20 ft boxes on top of their stacks and free ground slots of 20 ft cells in the demo yard, read
 * over the API: moves between them are allowed by every stacking rule.
 */
export async function movesInYard(
  baseUrl: string,
): Promise<{ boxes: MovableBox[]; freeGround: string[] }> {
  const { cells, yard, numberAt } = await readYard(baseUrl);
  const taken = new Set(yard.ids.map((_, i) => `${yard.cells[i]}:${yard.heights[i]}`));
  const boxes: MovableBox[] = [];
  yard.ids.forEach((id, i) => {
    const cell = cells.get(yard.cells[i] ?? 0);
    const height = yard.heights[i] ?? 0;
    if (yard.sizes[i] !== 20 || !cell || cell.merged || taken.has(`${cell.id}:${height + 1}`))
      return;
    boxes.push({ id, number: numberAt(i), location: `${cell.fullName}_${height}` });
  });
  const freeGround = [...cells.values()]
    .filter((cell) => !cell.merged && !taken.has(`${cell.id}:1`))
    .map((cell) => `${cell.fullName}_1`);
  return { boxes, freeGround };
}

/**
 * 20 ft boxes of the demo yard with boxes standing on them, each with the numbers of those, top
 * first, read over the API.
 */
export async function buriedInYard(baseUrl: string): Promise<(MovableBox & { onTop: string[] })[]> {
  const { cells, yard, numberAt } = await readYard(baseUrl);
  const buried: (MovableBox & { onTop: string[] })[] = [];
  yard.ids.forEach((id, i) => {
    const cell = cells.get(yard.cells[i] ?? 0);
    const height = yard.heights[i] ?? 0;
    if (yard.sizes[i] !== 20 || !cell || cell.merged) return;
    const onTop = yard.ids
      .map((_, j) => j)
      .filter((j) => yard.cells[j] === cell.id && (yard.heights[j] ?? 0) > height)
      .sort((a, b) => (yard.heights[b] ?? 0) - (yard.heights[a] ?? 0))
      .map(numberAt);
    if (onTop.length > 0) {
      buried.push({ id, number: numberAt(i), location: `${cell.fullName}_${height}`, onTop });
    }
  });
  return buried;
}

/** Moves a box as another user would, from another browser: through the ledger's call. */
export async function moveAs(
  baseUrl: string,
  user: { username: string; password: string },
  box: MovableBox,
  to: string,
): Promise<void> {
  const cookie = await apiLogin(baseUrl, user);
  const response = await fetch(`${baseUrl}/rest/yard/updateLocation`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', pagepath: '/inventory' },
    body: JSON.stringify([
      { containerId: box.id, previousLocation: box.location, newLocation: to },
    ]),
  });
  if (!response.ok) throw new Error(`move answered ${response.status}: ${await response.text()}`);
}

/** Edits a box's record as another user would (a wrong check digit saved anyway). */
export async function editAs(
  baseUrl: string,
  user: { username: string; password: string },
  edit: { id: number; containerNumber: string },
): Promise<void> {
  const cookie = await apiLogin(baseUrl, user);
  const response = await fetch(`${baseUrl}/rest/enterprise/containers?skipValidation=true`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', pagepath: '/containers' },
    body: JSON.stringify(edit),
  });
  if (!response.ok) throw new Error(`edit answered ${response.status}: ${await response.text()}`);
}

/** Where the containers data says the box numbered `number` stands now (null: not in the yard). */
export async function locationOf(baseUrl: string, number: string): Promise<string | null> {
  const cookie = await apiLogin(baseUrl, DEMO.admin);
  const response = await fetch(
    `${baseUrl}/rest/enterprise/containers/autocomplete-object?searchText=${number}`,
    { headers: { cookie } },
  );
  const boxes = (await response.json()) as { containerNumber: string; location: string | null }[];
  return boxes.find((box) => box.containerNumber === number)?.location ?? null;
}

/**
 * Registers a trailer the terminal knows by its tag, as an admin does on the Trailers screen: its
 * PLA card and its permanent trailer number (what the gate looks up for a tag).
 */
export async function registerTrailer(
  baseUrl: string,
  trailer: { tag: string; plaCard: string; number: string },
): Promise<void> {
  const cookie = await apiLogin(baseUrl, DEMO.superadmin);
  for (const [path, body] of [
    ['pla-cards', { trailerTagNumber: trailer.tag, plaCardNumber: trailer.plaCard }],
    ['permanent', { trailerNumber: trailer.number, trailerTag: trailer.tag }],
  ] as const) {
    const response = await fetch(`${baseUrl}/rest/trailers/${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', pagepath: '/trailers' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  }
}
