import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { communities } from './communities';
import { cities } from './regions';

export const activityCaseTypes = pgTable('activity_case_types', {
  id: serial().primaryKey(),
  name: varchar({ length: 20 }).notNull().unique('activity_case_types_name_key'),
  sort: smallint().notNull().default(0),
});

/** Past campaigns shown on /theme/case; `sort` then id give the list order and last/next. */
export const activityCases = pgTable(
  'activity_cases',
  {
    id: serial().primaryKey(),
    typeId: integer()
      .notNull()
      .references(() => activityCaseTypes.id),
    title: varchar({ length: 60 }).notNull(),
    brand: varchar({ length: 30 }).notNull().default(''),
    coverUrl: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    communityId: integer().references(() => communities.id, { onDelete: 'set null' }),
    summary: varchar({ length: 200 }).notNull().default(''),
    content: text().notNull().default(''),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    heldOn: date().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('activity_cases_type_idx').on(t.typeId), index('activity_cases_order_idx').on(t.sort.desc(), t.id.desc())],
);

export const serviceTypes = pgTable('service_types', {
  id: serial().primaryKey(),
  name: varchar({ length: 20 }).notNull().unique('service_types_name_key'),
  sort: smallint().notNull().default(0),
});

/** Facilitators listed on /service/index. */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: serial().primaryKey(),
    userId: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 60 }).notNull(),
    logoUrl: text().notNull().default(''),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    summary: varchar({ length: 200 }).notNull().default(''),
    description: text().notNull().default(''),
    contactName: varchar({ length: 24 }).notNull().default(''),
    contactMobile: varchar({ length: 11 }).notNull().default(''),
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    caseCount: integer().notNull().default(0),
    sort: integer().notNull().default(0),
    /** Every city served (the first is `cityId`); empty for the seeded providers, which serve `cityId`. */
    cityIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
  },
  (t) => [
    index('service_providers_city_idx').on(t.cityId),
    check('service_providers_case_count', sql`${t.caseCount} >= 0`),
    // One service profile per facilitator account (PUT /api/service_providers/mine).
    uniqueIndex('service_providers_user_key').on(t.userId),
  ],
);

export const serviceProviderTypes = pgTable(
  'service_provider_types',
  {
    providerId: integer()
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    typeId: integer()
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.typeId] }), index('service_provider_types_type_idx').on(t.typeId)],
);

/**
 * Categories of articles. The ids are fixed reference data (written by the migration, so every install
 * has them): help-centre categories, recruitment positions (10), company news (17, docs/spec/product-spec.md
 * section 7), industry news (18) and the company info tabs (20).
 */
export const articleTypes = pgTable(
  'article_types',
  {
    id: smallint().primaryKey(),
    name: varchar({ length: 20 }).notNull(),
    /** `help`, `recruitment`, `company_news`, `industry_news`, `company`, `agreement` (用户协议 30, 隐私政策 31). */
    kind: varchar({ length: 20 }).notNull(),
    sort: smallint().notNull().default(0),
  },
  (t) => [check('article_types_kind_known', sql`${t.kind} in ('help', 'recruitment', 'company_news', 'industry_news', 'company', 'agreement')`)],
);

/** Help items, positions, news and company pages. `content` is HTML sanitised on the way in. */
export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    articleTypeId: smallint()
      .notNull()
      .references(() => articleTypes.id),
    title: varchar({ length: 60 }).notNull(),
    summary: varchar({ length: 200 }).notNull().default(''),
    content: text().notNull(),
    coverUrl: text(),
    /** `published` (visible) or `draft`. */
    status: varchar({ length: 10 }).notNull().default('published'),
    /** Higher first within a category (pinned items); then newest. */
    sort: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    createdBy: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('articles_type_published_idx')
      .on(t.articleTypeId, t.sort.desc(), t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    check('articles_status_known', sql`${t.status} in ('published', 'draft')`),
    check('articles_published_has_time', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

/**
 * Editable page content that is one structured value rather than rows: the theme page's sections, the
 * home page's modules, the home info page's text per partner type. `value` is validated by the content
 * module's schema for its key; a missing key reads as the module's default.
 */
export const contentBlocks = pgTable('content_blocks', {
  key: varchar({ length: 40 }).primaryKey(),
  value: jsonb().notNull(),
  updatedBy: bigint({ mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
