import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fill, SAMPLE_BODIES } from './support/route-samples/index.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * Bad input on every registered route, as a superadmin (who may call them all): a NUL and an
 * unpaired UTF-16 surrogate in each string, ids past the integer columns' range or written
 * leniently in each id position, a number past the range and text in each field a sample leaves
 * null. Each must be refused with a 4xx, never reach the database as a 500 nor be stored changed.
 * Positions come from the routes' own schemas, so routes added later are covered as they register.
 */

const t = useTestApp();
let cookie = '';

/** Ids that must not be read as numbers: past int4, hex, signed, padded, exponent, fraction. */
const ID_PROBES = ['2147483648', '0x1', '0x1F', '+1', ' 1 ', '1e0', '1.0', '-1', '0'];
/** The same for a JSON body: a number past the columns' range and numbers written as text. */
const BODY_NUMBER_PROBES: unknown[] = [2147483648, 2 ** 53, '0x1F', '+1', '1e0'];
const withNul = (value: string) => `${value}\u0000`;
/**
 * Half a surrogate pair, which JSON can spell (`"\udfff"`) but no text holds: PostgreSQL refuses
 * it in jsonb (a 500 from the audit row), and in text columns it was stored as U+FFFD.
 */
const UNPAIRED = ['x\udfffx', 'x\ud800'];
/** What a field left null by its sample is tried with: a number past int4, and broken text. */
const NULL_PROBES: unknown[] = [2147483648, ...UNPAIRED];

type Schema = z.ZodType | undefined;
const shapeOf = (schema: unknown): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
/** A path or query field that takes digits and refuses words: an id position. */
const isIdField = (field: z.ZodType) =>
  field.safeParse('1').success && !field.safeParse('x').success;

interface Probe {
  what: string;
  method: string;
  url: string;
  body?: unknown;
  /** Refused with a 4xx; otherwise only "not a 5xx" (a digit string is a fine name). */
  refused: boolean;
}

function* leaves(value: unknown, path: (string | number)[] = []): Generator<(string | number)[]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* leaves(item, [...path, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* leaves(item, [...path, key]);
  } else {
    yield path;
  }
}

function replaced(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1) as string | number] = value;
  return copy;
}

function leafAt(body: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], body);
}

/** Keys the body schema takes that the sample leaves out (a new setting, an optional field). */
function keysLeftOut(body: z.ZodType, sample: unknown): (string | number)[][] {
  const [shape, at, given]: [Record<string, unknown>, (string | number)[], unknown] =
    body instanceof z.ZodArray && Array.isArray(sample)
      ? [shapeOf(body.element), [0], sample[0]]
      : [shapeOf(body), [], sample];
  const present = new Set(Object.keys((given as object | undefined) ?? {}));
  return Object.keys(shape)
    .filter((key) => !present.has(key))
    .map((key) => [...at, key]);
}

function probesFor(rule: (typeof t.app.accessRules)[number]): Probe[] {
  const { method, url } = rule;
  const schema = rule.schema as { params?: Schema; querystring?: Schema; body?: Schema };
  const probes: Probe[] = [];
  const base = fill(url, 'superadmin');

  for (const [name, field] of Object.entries(shapeOf(schema?.params))) {
    const at = (value: string) =>
      url.replace(/:(\w+)/g, (_, param: string) =>
        encodeURIComponent(param === name ? value : fill(`:${param}`, 'superadmin')),
      );
    probes.push({ what: `param ${name} NUL`, method, url: at(withNul('a')), refused: true });
    if (isIdField(field)) {
      for (const id of ID_PROBES) {
        probes.push({
          what: `param ${name} ${JSON.stringify(id)}`,
          method,
          url: at(id),
          refused: true,
        });
      }
    } else {
      probes.push({
        what: `param ${name} digits`,
        method,
        url: at(ID_PROBES[0] ?? ''),
        refused: false,
      });
    }
  }

  for (const [name, field] of Object.entries(shapeOf(schema?.querystring))) {
    const at = (value: string) => `${base}?${name}=${encodeURIComponent(value)}`;
    probes.push({ what: `query ${name} NUL`, method, url: at(withNul('a')), refused: true });
    // A 0-based offset (the task list's skip, doc 3 §9) takes 0; every other probe still applies.
    const probesOf = (f: z.ZodType) =>
      f.safeParse('0').success ? ID_PROBES.filter((id) => id !== '0') : ID_PROBES;
    for (const id of isIdField(field) ? probesOf(field) : []) {
      probes.push({
        what: `query ${name} ${JSON.stringify(id)}`,
        method,
        url: at(id),
        refused: true,
      });
    }
  }

  if (schema?.body) {
    const sample = SAMPLE_BODIES[`${method} ${url}`]?.(t);
    for (const path of leaves(sample)) {
      const leaf = leafAt(sample, path);
      const where = `body ${path.join('.')}`;
      if (typeof leaf === 'string') {
        for (const [name, text] of [
          ['NUL', withNul(leaf)],
          ...UNPAIRED.map((broken) => [JSON.stringify(broken), `${leaf}${broken}`]),
        ]) {
          probes.push({
            what: `${where} ${name}`,
            method,
            url: base,
            body: replaced(sample, path, text),
            refused: true,
          });
        }
      } else if (leaf === null) {
        for (const value of NULL_PROBES) {
          probes.push({
            what: `${where} ${JSON.stringify(value)}`,
            method,
            url: base,
            body: replaced(sample, path, value),
            refused: true,
          });
        }
      } else if (typeof leaf === 'number') {
        for (const number of BODY_NUMBER_PROBES) {
          probes.push({
            what: `${where} ${JSON.stringify(number)}`,
            method,
            url: base,
            body: replaced(sample, path, number),
            refused: true,
          });
        }
      }
    }
  }
  return probes;
}

/** A body key naming a record, whose value is an id: `id`, `gateId`, `machineIds`… */
const ID_KEY = /^ids?$|Ids?$/;
const namesId = (path: (string | number)[]) =>
  ID_KEY.test(String(path.findLast((key) => typeof key === 'string') ?? ''));

/** Values each route's own schemas must refuse, field by field, without a database. */
function* schemaProbes(
  rule: (typeof t.app.accessRules)[number],
): Generator<{ what: string; schema: z.ZodType; value: unknown }> {
  const schema = rule.schema as { params?: Schema; querystring?: Schema; body?: Schema };
  for (const [where, part] of [
    ['param', schema?.params],
    ['query', schema?.querystring],
  ] as const) {
    for (const [name, field] of Object.entries(shapeOf(part))) {
      // An id by its name: a date in epoch milliseconds takes digits too, and is past 2^31.
      const id = isIdField(field) && ID_KEY.test(name);
      for (const value of [...UNPAIRED, ...(id ? ['2147483648'] : [])])
        yield { what: `${where} ${name} ${JSON.stringify(value)}`, schema: field, value };
    }
  }
  if (!schema?.body) return;
  const sample = SAMPLE_BODIES[`${rule.method} ${rule.url}`]?.(t);
  for (const path of leaves(sample)) {
    const leaf = leafAt(sample, path);
    const values: unknown[] = [];
    if (typeof leaf === 'string') values.push(...UNPAIRED.map((broken) => `${leaf}${broken}`));
    if (leaf === null) values.push(...UNPAIRED);
    if ((leaf === null || typeof leaf === 'number') && namesId(path)) values.push(2 ** 31);
    for (const value of values) {
      yield {
        what: `body ${path.join('.')} ${JSON.stringify(value)}`,
        schema: schema.body,
        value: replaced(sample, path, value),
      };
    }
  }
}

beforeAll(async () => {
  cookie = await t.login('superadmin');
  // A colour rule with id 1, so that an id read leniently (`+1`, `0x1`) would find something.
  const response = await t.request('POST', '/rest/configuration', {
    cookie,
    body: { name: 'Kept', color: '#123456', cells: [{ id: 1 }] },
  });
  expect(response.json()).toMatchObject({ id: 1 });
});

describe('bad input on every route', () => {
  it('has a valid sample body for every route that takes one', () => {
    for (const { method, url, schema } of t.app.accessRules) {
      const body = (schema as { body?: Schema } | undefined)?.body;
      if (!body) continue;
      const sample = SAMPLE_BODIES[`${method} ${url}`];
      expect(
        sample,
        `a sample body for ${method} ${url} in support/route-samples/ (its feature area)`,
      ).toBeDefined();
      expect(body.safeParse(sample?.(t)).error, `${method} ${url} sample`).toBeUndefined();
      // Every field is probed only if the sample has it, with a value the field accepts.
      expect(keysLeftOut(body, sample?.(t)), `${method} ${url} sample leaves out`).toEqual([]);
    }
  });

  // A 4xx over HTTP may come from elsewhere (no such record, a name taken), so the schemas are
  // asked too: each must refuse the broken text and the id past int4 in every field by itself.
  it('has schemas that refuse an unpaired surrogate in every text field and 2^31 in every id', () => {
    const accepted = t.app.accessRules.flatMap((rule) =>
      [...schemaProbes(rule)]
        .filter(({ schema, value }) => schema.safeParse(value).success)
        .map(({ what }) => `${rule.method} ${rule.url} (${what})`),
    );
    expect(accepted).toEqual([]);
  });

  // Every field of every route: it grows with each route, and a loaded machine slows it.
  it('refuses NUL characters, unpaired surrogates and out-of-range or lenient ids with a 4xx, never a 500', async () => {
    const probes = t.app.accessRules.flatMap(probesFor);
    expect(probes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const [index, probe] of probes.entries()) {
      const response = await t.request(probe.method as 'POST', probe.url, {
        cookie,
        body: probe.body,
        remoteAddress: `10.99.${Math.floor(index / 250)}.${index % 250}`,
      });
      const status = response.statusCode;
      const ok = probe.refused ? status >= 400 && status < 500 : status < 500;
      if (!ok)
        wrong.push(
          `${probe.method} ${probe.url} (${probe.what}): ${status} ${response.body.slice(0, 120)}`,
        );
    }
    expect(wrong).toEqual([]);
    // Nothing was changed by a probe: the rule is still there, the settings are the defaults.
    const rules = await t.request('GET', '/rest/configuration/load', { cookie });
    expect(rules.json()).toMatchObject([{ id: 1, name: 'Kept' }]);
  }, 180_000);
});
