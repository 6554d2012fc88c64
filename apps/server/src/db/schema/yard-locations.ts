import type { LatLng } from '@yardline/domain/yard/geometry';
import { sql } from 'drizzle-orm';
import {
  check,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Zones drawn on the yard map (doc 3 §3): yard zones and task destinations, 4 to 8 points. */
export const yardLocations = pgTable(
  'yard_locations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    coordinates: jsonb('coordinates').$type<LatLng[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('yard_locations_name_key').on(sql`lower(${t.name})`),
    check('yard_locations_type_known', sql`${t.type} in ('YARD_ZONE', 'TASK_TO_LOCATION')`),
    // The service checks the shape; the table keeps at least the point count honest.
    check(
      'yard_locations_points',
      sql`jsonb_typeof(${t.coordinates}) = 'array' and jsonb_array_length(${t.coordinates}) between 4 and 8`,
    ),
  ],
);
