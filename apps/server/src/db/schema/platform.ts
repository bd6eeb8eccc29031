import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Keys of recent POSTs (caller, path, body) for the 1 s duplicate guard, shared by all processes. */
export const requestDedupe = pgTable('request_dedupe', {
  key: varchar({ length: 64 }).primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
