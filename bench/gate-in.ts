/**
 * Gate-in under load (`npm run bench:gate`, also part of `npm run bench`): ten clerks at once each
 * gate in one box after another, through the API (`POST /rest/gate/gate-in`), and the same gate-in
 * transaction called straight on the database in this process (the gate service the route calls,
 * no HTTP). Prints both rates and the API's share of the bare-database rate.
 */
import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import { GateInBody, type GateInValues } from '@yardline/domain/gate/gate-in';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import type { Executor } from '../apps/server/src/db/database.ts';
import { createAllocationsService } from '../apps/server/src/features/allocations/allocations.service.ts';
import { createConfigurationService } from '../apps/server/src/features/configuration/configuration.service.ts';
import { createContainerTagsService } from '../apps/server/src/features/container-tags/container-tags.service.ts';
import { createGateService } from '../apps/server/src/features/gate/gate.service.ts';
import { createLedgerService } from '../apps/server/src/features/ledger/ledger.service.ts';
import { createMachinesService } from '../apps/server/src/features/machines/machines.service.ts';
import { createMasterService } from '../apps/server/src/features/master/master.service.ts';
import { createPlanningService } from '../apps/server/src/features/planning/planning.service.ts';
import { createSlotSuggestion } from '../apps/server/src/features/slot-suggestion/slot-suggestion.service.ts';
import { createTaskMachines } from '../apps/server/src/features/tasks/task-machines.ts';
import { createEventBus } from '../apps/server/src/platform/events/event-bus.ts';
import { createMetadataService } from '../apps/server/src/platform/metadata/metadata.service.ts';
import { mulberry32 } from '../apps/server/tools/seed/seeded-random.ts';
import type { RunningServer } from '../e2e/support/server.ts';
import { apiLogin, DEMO } from '../e2e/support/session.ts';
import { perSecond, report } from './report.ts';

export const CLERKS = 10;
/** Gate-ins each clerk makes in one measurement, after a warm-up of `WARM_UP`. */
const EACH = Number(process.env.BENCH_GATE_INS ?? 5);
const WARM_UP = 2;

/** Rate and latencies of one measurement. */
export interface GateInFigures {
  seconds: number;
  /** Each gate-in that went through. */
  latencies: number[];
  /** Gate-ins answered 409: every slot the gate tried was taken meanwhile by another gate. */
  refused: number;
}

/**
 * The gate's answer when no slot is left for the box: the benchmark's yard is full, and what
 * follows would measure a full yard, so the run stops (fewer `BENCH_GATE_INS`).
 */
const YARD_FULL = 'NO_FREE_SLOT';

/** What a gate-in call answers: whether it went through, or was refused with a 409. */
type Outcome = 'done' | 'refused';

const rate = (figures: GateInFigures) => figures.latencies.length / figures.seconds;

/**
 * A truck with one 20 ft import box and a grounding task, as the gate-in form sends it. `serial`
 * makes the number: each run of the benchmark uses its own owner code's range.
 */
function truck(owner: string, serial: number): GateInValues {
  const number = makeContainerNumber(owner, 'U', serial);
  return GateInBody.parse({
    container1Data: {
      tagId: String(10_000_000 + serial),
      containerNumber: number,
      gateInPurpose: 'Import',
      containerSize: '20',
      containerType: 'GP',
    },
    trailerNumber: `MH04BN${String(serial % 10_000).padStart(4, '0')}`,
    trailerTag1: `TRL${String(serial % 100_000).padStart(5, '0')}`,
    gateInTasks: [{ containerNumber: number, taskType: 'Grounding', deliveryMode: 'Loaded' }],
  });
}

/** The gate-in rate each database is to sustain (issue 9's targets), the trucks' arrival rate. */
export const TARGET_RATE = { PGlite: 150, PostgreSQL: 300 } as const;
export type DatabaseLabel = keyof typeof TARGET_RATE;

/** Both measurements of one way of gating in. */
export interface GateInRun {
  /** Ten clerks, each gating in as soon as their last gate-in is answered: the gate's top rate. */
  clerks: GateInFigures;
  /** Trucks arriving at the target rate, each timed from its arrival: a clerk's wait at that pace. */
  arriving: GateInFigures;
}

const newFigures = (): GateInFigures => ({ seconds: 0, latencies: [], refused: 0 });

/**
 * Trucks arriving at the target rate in one measurement: two seconds' worth on PGlite, one on
 * PostgreSQL, which fits the demo yard's free 20 ft slots with the other measurements.
 */
const ARRIVING = 300;

/**
 * Warms up, then measures `CLERKS` clients each gating in `EACH` trucks one after another, then
 * `ARRIVING` trucks arriving at `perSecond` on average.
 *
 * With ten clerks always waiting, each gate-in waits for the nine before it, so its latency is
 * ten gate-ins' time whatever the gate's speed (Little's law: 10 ÷ 150/s is 67 ms). Trucks
 * arrive independently (a Poisson stream), whether or not the gate-ins before them are done, and
 * each is timed from its arrival, not from when the gate got to it: the wait a clerk sees when
 * the gate works at that rate.
 */
async function measureGateIns(
  owner: string,
  perSecond: number,
  gateIn: (values: GateInValues) => Promise<Outcome>,
): Promise<GateInRun> {
  let serial = 0;
  // The warm-up has every clerk at once, so that each connection of the pool has prepared its
  // statements: a server's pool stays open all day, and a first gate-in on a new connection
  // (connecting, parsing, planning) is not the gate's steady pace.
  await Promise.all(
    Array.from({ length: CLERKS }, async () => {
      for (let i = 0; i < WARM_UP; i++) await gateIn(truck(owner, serial++));
    }),
  );
  const clerks = newFigures();
  const timed = async (figures: GateInFigures, values: GateInValues, since: number) => {
    if ((await gateIn(values)) === 'refused') figures.refused++;
    else figures.latencies.push(performance.now() - since);
  };
  let started = performance.now();
  await Promise.all(
    Array.from({ length: CLERKS }, async () => {
      for (let i = 0; i < EACH; i++) await timed(clerks, truck(owner, serial++), performance.now());
    }),
  );
  clerks.seconds = (performance.now() - started) / 1000;

  const arriving = newFigures();
  // The same arrivals in every run.
  const random = mulberry32(perSecond);
  const trucks: Promise<void>[] = [];
  started = performance.now();
  let arrival = started;
  for (let i = 0; i < ARRIVING; i++) {
    arrival += (-Math.log(1 - random()) / perSecond) * 1000;
    const wait = arrival - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    trucks.push(timed(arriving, truck(owner, serial++), arrival));
  }
  await Promise.all(trucks);
  arriving.seconds = (performance.now() - started) / 1000;
  return { clerks, arriving };
}

/**
 * The gate-in transaction straight on the database at `target` (seeded, no server on it): the
 * gate service built as the app builds it, called in this process.
 */
export async function gateInOnDatabase(
  target: { databaseUrl?: string; dataDir?: string },
  owner: string,
  perSecond: number,
): Promise<GateInRun> {
  const log = { warn: () => {}, error: () => {} };
  const database = await openDatabase(
    { databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '' },
    log,
  );
  try {
    const { db } = database;
    const events = createEventBus(database, log);
    await events.start();
    const metadata = createMetadataService({ db, log, events });
    const startHeight = async (tx: Executor) => (await metadata.get(tx)).startHeight;
    const master = createMasterService({ db });
    const configuration = createConfigurationService({ db, master, events });
    const planning = createPlanningService({
      db,
      colourRules: configuration.list,
      startHeight,
      events,
      log,
    });
    // As the app does: the kept planning yard follows the committed moves.
    events.subscribe(planning.yard.onEvent);
    const ledger = createLedgerService({ db, events });
    // As the app does: a gate-in's task gets its machine in the gate-in's transaction.
    const taskMachines = createTaskMachines({
      machines: createMachinesService({ db, events }),
      allocations: createAllocationsService({ db }),
    });
    const gate = createGateService({
      db,
      ledger,
      slots: createSlotSuggestion({ planning }),
      events,
      tasks: {
        chooseMachines: taskMachines.choose,
        createIn: () => Promise.reject(new Error('the benchmark makes no trailer gate-in')),
      },
      metadata,
      // As the app does: each box's tag is looked up in the register of tags.
      tags: createContainerTagsService({ db, metadata }),
    });
    const { username } = DEMO.gateinuser;
    const { rows } = await database.pool.query<{ id: number }>(
      'select id from users where username = $1',
      [username],
    );
    const user = { id: rows[0]?.id ?? null, username };
    return await measureGateIns(owner, perSecond, async (values) => {
      try {
        const answer = await gate.gateInOnce(values, user);
        if (answer.containers.length !== 1) throw new Error(`refused: ${answer.responsestatus}`);
        return 'done';
      } catch (error) {
        const { statusCode, code } = error as { statusCode?: number; code?: string };
        if (statusCode === 409 && code !== YARD_FULL) return 'refused';
        throw error;
      }
    });
  } finally {
    await database.close();
  }
}

/** The same gate-ins through the API of a running server, logged in as the gate-in clerk. */
export async function gateInThroughApi(
  server: RunningServer,
  owner: string,
  perSecond: number,
): Promise<GateInRun> {
  const cookie = await apiLogin(server.url, DEMO.gateinuser);
  return measureGateIns(owner, perSecond, async (values) => {
    const response = await fetch(`${server.url}/rest/gate/gate-in`, {
      method: 'POST',
      headers: { cookie, pagepath: '/gate', 'content-type': 'application/json' },
      body: JSON.stringify(values),
    });
    const text = await response.text();
    if (response.status === 409 && !text.includes(YARD_FULL)) return 'refused';
    if (!response.ok) throw new Error(`gate-in refused: ${response.status} ${text}`);
    return 'done';
  });
}

/**
 * The gate's planning suggestions (`POST /rest/gate/planning-suggestions`) for a 20 ft import box,
 * `CLERKS` clerks at once asking `EACH` × 4 questions each after a warm-up (whose first question
 * reads the yard the server then keeps).
 */
export async function suggestionsThroughApi(server: RunningServer): Promise<GateInFigures> {
  const cookie = await apiLogin(server.url, DEMO.gateinuser);
  let serial = 0;
  const ask = async () => {
    const response = await fetch(`${server.url}/rest/gate/planning-suggestions`, {
      method: 'POST',
      headers: { cookie, pagepath: '/gate', 'content-type': 'application/json' },
      body: JSON.stringify({
        containers: [
          {
            containerNumber: makeContainerNumber('BNS', 'U', serial++),
            containerSize: '20',
            params: [
              { paramId: 'containerSize', value: '20' },
              { paramId: 'category', value: 'Import' },
            ],
          },
        ],
      }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`suggestions refused: ${response.status} ${text}`);
  };
  for (let i = 0; i < 3; i++) await ask();
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLERKS }, async () => {
      for (let i = 0; i < EACH * 4; i++) {
        const start = performance.now();
        await ask();
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies, refused: 0 };
}

/** Prints every measurement and the API's share of the bare-database rate. */
export function reportGateIn(label: DatabaseLabel, bare: GateInRun, api: GateInRun) {
  const arriving = `${TARGET_RATE[label]} trucks/s`;
  const measured = [
    ['on the database', `${CLERKS} clerks at once`, bare.clerks],
    ['through the API', `${CLERKS} clerks at once`, api.clerks],
    ['on the database', arriving, bare.arriving],
    ['through the API', arriving, api.arriving],
  ] as const;
  for (const [how, load, figures] of measured) {
    report(label, `gate-in ${how}, ${load}`, figures.latencies, figures.seconds);
  }
  for (const [how, load, figures] of measured) {
    if (figures.refused > 0) {
      console.log(
        `${label.padEnd(10)} gate-in ${how}, ${load}: ${figures.refused} refused (409, slot taken)`,
      );
    }
  }
  const share = Math.round((100 * rate(api.clerks)) / rate(bare.clerks));
  console.log(
    `${label.padEnd(10)} gate-in: API ${perSecond(rate(api.clerks))}/s, database ${perSecond(rate(bare.clerks))}/s, API at ${share} % of the database's rate`,
  );
}

/** Prints the suggestions' rate and latencies. */
export function reportSuggestions(label: string, figures: GateInFigures) {
  const what = `gate suggestions through the API, ${CLERKS} at once`;
  report(label, what, figures.latencies, figures.seconds);
}
