import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Keys of recent POSTs (caller, path, body) for the 1 s duplicate guard, shared by all processes. UNLOGGED
 * (migration 0021, which Drizzle does not model): a crash empties it, which loses nothing.
 */
export const requestDedupe = pgTable('request_dedupe', {
  key: varchar({ length: 64 }).primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
