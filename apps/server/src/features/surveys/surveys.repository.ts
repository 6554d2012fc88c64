import type { Survey } from '@yardline/domain/surveys/survey';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** A survey as read, its photos as stored files (id and name). */
export type SurveyRow = Omit<Survey, 'photos'> & { photos: { id: string; name: string }[] };

const select = (where: SQL) => sql`
  select s.id, s.container_id as "containerId", c.number as "containerNumber",
         to_char(c.gate_in_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "gateInDate",
         to_char(c.dispatch_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "gateOutDate",
         s.condition, s.damage_notes as "damageNotes",
         (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name) order by f.name), '[]')
          from stored_files f
          where f.id in (select jsonb_array_elements_text(s.photos))) as photos,
         u.username as "surveyedBy",
         to_char(s.surveyed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "surveyedAt"
  from surveys s
  join containers c on c.id = s.container_id
  left join users u on u.id = s.surveyed_by
  where ${where}
  order by c.gate_in_at desc, s.id`;

export const surveysRepository = {
  /** The surveys of a number's visits that overlap the dates (either may be open). */
  async ofContainer(
    db: Executor,
    number: string,
    from: string | undefined,
    to: string | undefined,
  ): Promise<SurveyRow[]> {
    const result = await db.execute<SurveyRow & Record<string, unknown>>(
      select(sql`c.number = ${number}
        ${to === undefined ? sql`` : sql`and c.gate_in_at <= ${to}::timestamptz`}
        ${from === undefined ? sql`` : sql`and (c.dispatch_at is null or c.dispatch_at >= ${from}::timestamptz)`}`),
    );
    return result.rows;
  },

  /** The latest visit of a number that is not deleted, or undefined. */
  async currentVisit(db: Executor, number: string): Promise<number | undefined> {
    const result = await db.execute<{ id: number }>(sql`
      select id from containers where number = ${number} and deleted_at is null
      order by id desc limit 1`);
    return result.rows[0]?.id;
  },

  /** Adds a visit's survey; undefined when the visit has one already. */
  async insert(
    db: Executor,
    survey: { containerId: number; condition: string; damageNotes: string; userId: number },
  ): Promise<number | undefined> {
    const result = await db.execute<{ id: number }>(sql`
      insert into surveys (container_id, condition, damage_notes, surveyed_by)
      values (${survey.containerId}, ${survey.condition}, ${survey.damageNotes}, ${survey.userId})
      on conflict (container_id) do nothing
      returning id`);
    return result.rows[0]?.id;
  },

  /** The number of photos of a survey, its row locked until the transaction ends; undefined when none. */
  async lockPhotos(db: Executor, surveyId: number): Promise<number | undefined> {
    const result = await db.execute<{ photos: number }>(sql`
      select jsonb_array_length(photos) as photos from surveys where id = ${surveyId} for update`);
    return result.rows[0]?.photos;
  },

  async addPhoto(db: Executor, surveyId: number, fileId: string): Promise<void> {
    await db.execute(sql`
      update surveys set photos = photos || to_jsonb(${fileId}::text) where id = ${surveyId}`);
  },

  /** A photo of the survey (its stored file's id and name), or undefined. */
  async photo(
    db: Executor,
    surveyId: number,
    fileId: string,
  ): Promise<{ name: string; contentType: string; bytes: number } | undefined> {
    const result = await db.execute<{ name: string; contentType: string; bytes: number }>(sql`
      select f.name, f.content_type as "contentType", f.bytes
      from surveys s join stored_files f on f.id = ${fileId}
      where s.id = ${surveyId} and s.photos ? ${fileId}`);
    return result.rows[0];
  },

  async withIds(db: Executor, ids: number[]): Promise<SurveyRow[]> {
    const result = await db.execute<SurveyRow & Record<string, unknown>>(
      select(sql`s.id = any(${sql.param(ids)}::int[])`),
    );
    return result.rows;
  },
};
