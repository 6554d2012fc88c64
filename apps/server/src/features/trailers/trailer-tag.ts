import { TextLine } from '@yardline/domain/common/text';
import { TrailerTagAnswer } from '@yardline/domain/trailers/trailer-tag.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Executor } from '../../db/database.ts';

/** The PLA card the terminal's PLA-card table holds for the trailer tag `tag`, as a subquery. */
export const plaCardOf = (tag: SQL) =>
  sql`(select pla_card_number from pla_cards where lower(trailer_tag_number) = lower(${tag}))`;

/**
 * Whether the terminal holds `tag` as a trailer's (a PLA card, a permanent trailer, a trailer in
 * the yard), as a condition: how a tag a gate reader read is told from a box's.
 */
export const isKnownTrailerTag = (tag: SQL) => sql`(
  exists (select 1 from pla_cards where lower(trailer_tag_number) = lower(${tag}))
  or exists (select 1 from permanent_trailers where lower(trailer_tag) = lower(${tag}))
  or exists (select 1 from trailers where lower(trailer_tag_id) = lower(${tag}) and out_date is null))`;

/**
 * A trailer tag resolved through the PLA-card table (its card) and the permanent-trailer table
 * (its number), else the trailer in the yard under that tag; case-insensitive, as the tables'
 * keys are.
 */
export async function resolveTrailerTag(db: Executor, tag: string): Promise<TrailerTagAnswer> {
  const result = await db.execute<{
    plaCard: string | null;
    permanent: string | null;
    yard: string | null;
  }>(sql`
    select
      ${plaCardOf(sql`${tag}`)} as "plaCard",
      (select trailer_number from permanent_trailers where lower(trailer_tag) = lower(${tag})) as "permanent",
      (select trailer_number from trailers where lower(trailer_tag_id) = lower(${tag}) and out_date is null) as "yard"`);
  const row = result.rows[0];
  const trailerNumber = row?.permanent ?? row?.yard ?? null;
  return {
    responseMap: {
      tagid: tag,
      plaCard: row?.plaCard ?? null,
      trailerNumber,
      source: row?.permanent ? 'permanent' : row?.yard ? 'yard' : 'none',
    },
  };
}

export const trailerTagRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/rest/gate/trailer-tag/:tag',
    {
      config: { access: { area: 'gate' } },
      schema: {
        tags: ['gate'],
        description:
          'A trailer tag at the gate: its PLA card (PLA cards) and trailer number (permanent trailers, else the trailer in the yard under the tag).',
        params: z.object({ tag: TextLine.trim().min(1).max(20) }),
        response: { 200: TrailerTagAnswer },
      },
    },
    (request) => resolveTrailerTag(db, request.params.tag),
  );
};
