import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Live events committed and not yet sent (platform/events/event-bus.ts): a feature's transaction
 * writes its events here, and the publisher deletes them in the one statement that NOTIFYs them.
 */
export const eventOutbox = pgTable('event_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The event as JSON, stamped with its time. */
  payload: text('payload').notNull(),
});
