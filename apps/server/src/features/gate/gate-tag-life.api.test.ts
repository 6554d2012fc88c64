import { TAG_LIFE_MESSAGES } from '@yardline/domain/gate/tag-life';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGateApp } from '../../../test/support/gate-app.ts';

/** Doc 1 §5 "Container tag": a save that puts a tag on a box refuses one past its end of life. */
const { t, cookies, query, newNumber, container, truck, gateIn, gatedIn } = useGateApp();

const EXPIRED = '11110001';
const ALSO_EXPIRED = '11110002';
const LIVING = '11110003';

const allowExpired = async (on: boolean) => {
  const response = await t.request('PUT', '/rest/metadata', {
    cookie: cookies.superadmin,
    body: { allowExpiredContainerTag: on },
  });
  expect(response.statusCode).toBe(200);
};

/** The rows of what a gate-in writes: a refusal adds none. */
const written = async () =>
  Number(
    (
      await query(`select (select count(*) from containers) + (select count(*) from movements)
        + (select count(*) from gate_transactions) + (select count(*) from tasks)
        + (select count(*) from audit_log where entity = 'container') as n`)
    )[0]?.n,
  );

beforeEach(async () => {
  await query('delete from container_tags');
  await query(
    `insert into container_tags (tag, end_of_life) values
       ('${EXPIRED}', '2000-01-01'), ('${ALSO_EXPIRED}', '2020-06-30'), ('${LIVING}', '2999-12-31')`,
  );
  await allowExpired(false);
});

describe('gate-in with a tag past its end of life', () => {
  it('is refused with doc 1 §5\'s message, and writes nothing, while the terminal does not allow it, even "confirmed"', async () => {
    const before = await written();
    for (const useExpiredTag of [false, true]) {
      const response = await gateIn(
        truck({ container1Data: container(newNumber(), { tagId: EXPIRED, useExpiredTag }) }),
      );
      expect(response.json()).toMatchObject({
        statusCode: 409,
        code: 'TAG_EXPIRED',
        message: `Tag ${EXPIRED}, has reached its end of life, Use a different tag.`,
      });
    }
    expect(await written()).toBe(before);
  });

  it('goes through where the terminal allows expired tags and the clerk said yes, and only then', async () => {
    await allowExpired(true);
    const number = newNumber();
    const before = await written();
    const unconfirmed = await gateIn(
      truck({ container1Data: container(number, { tagId: EXPIRED }) }),
    );
    expect(unconfirmed.json()).toMatchObject({
      statusCode: 409,
      code: 'TAG_EXPIRED_UNCONFIRMED',
      message: TAG_LIFE_MESSAGES.expired(EXPIRED),
    });
    expect(await written()).toBe(before);
    await gatedIn(number, { tagId: EXPIRED, useExpiredTag: true });
    expect(await query('select tag from containers where number = $1', [number])).toEqual([
      { tag: EXPIRED },
    ]);
  });

  it("asks about each box of a double offloading: the second box's tag, unconfirmed, refuses the truck", async () => {
    await allowExpired(true);
    const before = await written();
    const response = await gateIn(
      truck({
        container1Data: container(newNumber(), { tagId: EXPIRED, useExpiredTag: true }),
        container2Data: container(newNumber(), { tagId: ALSO_EXPIRED }),
      }),
    );
    expect(response.json()).toMatchObject({
      statusCode: 409,
      code: 'TAG_EXPIRED_UNCONFIRMED',
      message: TAG_LIFE_MESSAGES.expired(ALSO_EXPIRED),
    });
    expect(await written()).toBe(before);
  });

  it('lets through a tag whose life has not ended, a tag the register does not hold, and a placeholder', async () => {
    for (const tagId of [LIVING, '99998888', 'DummyTag']) {
      expect(await gatedIn(newNumber(), { tagId })).toMatch(/_1$/);
    }
  });
});

describe('retag with a tag past its end of life', () => {
  const retag = (containerNumber: string, body: Record<string, unknown>) =>
    t.request('POST', '/rest/gate/retag', {
      cookie: cookies.gateinuser,
      body: { containerNumber, ...body },
    });
  const tagOf = async (number: string) =>
    (await query('select tag from containers where number = $1', [number]))[0]?.tag;

  it('is refused unless the terminal allows it and the clerk said yes', async () => {
    const number = newNumber();
    await gatedIn(number, { tagId: LIVING });
    const refused = await retag(number, { newTag: EXPIRED, useExpiredTag: true });
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'TAG_EXPIRED',
      message: TAG_LIFE_MESSAGES.expired(EXPIRED),
    });
    await allowExpired(true);
    expect((await retag(number, { newTag: EXPIRED })).json()).toMatchObject({
      code: 'TAG_EXPIRED_UNCONFIRMED',
    });
    expect(await tagOf(number)).toBe(LIVING);
    expect(
      await query("select count(*)::int as n from gate_transactions where kind = 'retag'"),
    ).toEqual([{ n: 0 }]);
    const done = await retag(number, { newTag: EXPIRED, useExpiredTag: true });
    expect(done.json()).toMatchObject({ responsestatus: 'success', newTag: EXPIRED });
    expect(await tagOf(number)).toBe(EXPIRED);
  });
});
