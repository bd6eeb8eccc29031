import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One row per stored upload: who uploaded it into which bucket, where it is stored (`storage_key`,
 * relative to the store) and the URL handed out. Other modules check that URLs sent with an order, a
 * transfer proof or a demand are uploads of the sending user (modules/uploads/own-uploads.ts).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: varchar({ length: 16 }).notNull(),
    storageKey: varchar({ length: 200 }).notNull(),
    thumbnailKey: varchar({ length: 200 }),
    url: varchar({ length: 500 }).notNull(),
    thumbnailUrl: varchar({ length: 500 }),
    /** The sanitized original file name: metadata only, never part of a path. */
    originalName: varchar({ length: 120 }).notNull(),
    contentType: varchar({ length: 128 }).notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('uploaded_files_storage_key_key').on(t.storageKey),
    uniqueIndex('uploaded_files_url_key').on(t.url),
    index('uploaded_files_user_bucket_idx').on(t.userId, t.bucket),
    check('uploaded_files_size_positive', sql`${t.sizeBytes} > 0`),
  ],
);

/** Short-lived permissions to upload into one bucket, bound to one user. Only the token's hash is kept. */
export const uploadTokens = pgTable(
  'upload_tokens',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: varchar({ length: 16 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('upload_tokens_token_hash_key').on(t.tokenHash), index('upload_tokens_expires_idx').on(t.expiresAt)],
);
