import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  AGREEMENT_TITLES,
  AGREEMENT_TYPE_IDS,
  type AgreementKey,
  type ArticleBody,
  type ArticleCard,
  type ArticleDetail,
  type ArticlesQuery,
  type ArticleType,
  type OperatorArticle,
} from '@vm/contracts/content';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { articles, articleTypes } from '../../db/schema/index';
import { containsPattern } from '../../platform/db/like-pattern';
import { typed, type TypedDb } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { invalid, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';
import { sanitizeArticleHtml, summaryOf } from './sanitize-html';

/**
 * Articles in categories: help items, positions, company and industry news, company info tabs. The
 * public reads published ones only (a draft answers 404); operators write them, every change audited.
 */

interface Row {
  id: number;
  article_type_id: number;
  article_type_name: string;
  article_type_kind: ArticleType['kind'];
  title: string;
  summary: string;
  content: string;
  cover_url: string | null;
  status: 'published' | 'draft';
  sort: number;
  published_at: Date | null;
  updated_at: Date;
}

const a = articles;
const t = articleTypes;

function selectArticles(db: TypedDb) {
  return db
    .select({
      id: a.id,
      article_type_id: a.articleTypeId,
      article_type_name: t.name,
      article_type_kind: sql<ArticleType['kind']>`${t.kind}`,
      title: a.title,
      summary: a.summary,
      content: a.content,
      cover_url: a.coverUrl,
      status: sql<Row['status']>`${a.status}`,
      sort: a.sort,
      published_at: a.publishedAt,
      updated_at: a.updatedAt,
    })
    .from(a)
    .innerJoin(t, eq(t.id, a.articleTypeId))
    .$dynamic();
}
/** Pinned (higher sort) first, then newest. */
const ORDER = [desc(a.sort), sql`${a.publishedAt} desc nulls last`, desc(a.id)];

const card = (row: Row, withContent: boolean): ArticleCard => ({
  id: row.id,
  article_type_id: row.article_type_id,
  title: row.title,
  name: row.title,
  summary: row.summary,
  cover_url: row.cover_url,
  published_at: row.published_at ? toShanghaiIsoString(row.published_at) : null,
  ...(withContent ? { content: row.content } : {}),
});

const operatorView = (row: Row): OperatorArticle => ({
  ...card(row, true),
  content: row.content,
  status: row.status,
  sort: row.sort,
  article_type_name: row.article_type_name,
  updated_at: toShanghaiIsoString(row.updated_at),
});

export async function listArticleTypes(deps: Pick<AppDeps, 'pool'>, kind?: ArticleType['kind']): Promise<ArticleType[]> {
  return typed(deps.pool)
    .select({ id: t.id, name: t.name, kind: sql<ArticleType['kind']>`${t.kind}` })
    .from(t)
    .where(kind === undefined ? undefined : eq(t.kind, kind))
    .orderBy(t.sort, t.id);
}

/** GET /api/articles: a category's published articles (by id, or by display name as industry news is asked for). */
export async function listArticles(deps: Pick<AppDeps, 'pool'>, query: ArticlesQuery): Promise<Page<ArticleCard>> {
  const db = typed(deps.pool);
  const filter = and(
    eq(a.status, 'published'),
    query.article_type_id ? eq(a.articleTypeId, query.article_type_id) : undefined,
    query.article_type_display_name ? eq(t.name, query.article_type_display_name) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    selectArticles(db)
      .where(filter)
      .orderBy(...ORDER)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(a)
      .innerJoin(t, eq(t.id, a.articleTypeId))
      .where(filter),
  ]);
  return page(
    rows.map((row) => card(row, query.with_content === 1)),
    count?.total ?? 0,
    query.page,
    query.page_size,
  );
}

/** GET /api/articles/{id}: a published article with its (sanitised) content and its neighbours in the category. */
export async function getArticle(deps: Pick<AppDeps, 'pool'>, id: number): Promise<ArticleDetail> {
  const db = typed(deps.pool);
  const [row] = await selectArticles(db).where(and(eq(a.id, id), eq(a.status, 'published')));
  if (!row) throw notFound('文章');
  // The list order is (sort desc, published_at desc, id desc): "previous" is the one listed before.
  const key = sql`(${a.sort}, ${a.publishedAt}, ${a.id})`;
  const at = sql`(${row.sort}, ${row.published_at}, ${row.id})`;
  const sameList = and(eq(a.articleTypeId, row.article_type_id), eq(a.status, 'published'));
  const [[previous], [next]] = await Promise.all([
    db
      .select({ id: a.id, title: a.title })
      .from(a)
      .where(and(sameList, sql`${key} > ${at}`))
      .orderBy(a.sort, a.publishedAt, a.id)
      .limit(1),
    db
      .select({ id: a.id, title: a.title })
      .from(a)
      .where(and(sameList, sql`${key} < ${at}`))
      .orderBy(desc(a.sort), desc(a.publishedAt), desc(a.id))
      .limit(1),
  ]);
  const neighbour = (found: { id: number; title: string } | undefined) => (found ? { id: found.id, title: found.title } : null);
  return {
    ...card(row, true),
    content: row.content,
    article_type: { id: row.article_type_id, name: row.article_type_name, kind: row.article_type_kind },
    previous: neighbour(previous),
    next: neighbour(next),
  };
}

export async function listOperatorArticles(
  deps: Pick<AppDeps, 'pool'>,
  query: { article_type_id?: number; status?: 'published' | 'draft'; keyword?: string; page: number; page_size: number },
): Promise<Page<OperatorArticle>> {
  const db = typed(deps.pool);
  const filter = and(
    query.article_type_id ? eq(a.articleTypeId, query.article_type_id) : undefined,
    query.status ? eq(a.status, query.status) : undefined,
    query.keyword ? ilike(a.title, containsPattern(query.keyword)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    selectArticles(db)
      .where(filter)
      .orderBy(desc(a.updatedAt), desc(a.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(a)
      .where(filter),
  ]);
  return page(rows.map(operatorView), count?.total ?? 0, query.page, query.page_size);
}

async function articleById(tx: Queryable, id: number, lock = false): Promise<Row | undefined> {
  const query = selectArticles(typed(tx)).where(eq(a.id, id));
  const [row] = lock ? await query.for('update', { of: a }) : await query;
  return row;
}

/** GET /api/operator/articles/{id}: any article, drafts included, for the editor. */
export async function getOperatorArticle(deps: Pick<AppDeps, 'pool'>, id: number): Promise<OperatorArticle> {
  const row = await articleById(deps.pool, id);
  if (!row) throw notFound('文章');
  return operatorView(row);
}

/** What the audit log keeps of an article: everything but the (possibly long) content, and a content length. */
const snapshot = (row: Row) => ({
  article_type_id: row.article_type_id,
  title: row.title,
  summary: row.summary,
  status: row.status,
  sort: row.sort,
  cover_url: row.cover_url,
  content_length: row.content.length,
});

/** The stored form of a body: sanitised content, a summary from the text when none is given. */
async function cleaned(tx: Queryable, body: ArticleBody) {
  const type = await typed(tx).select({ id: t.id }).from(t).where(eq(t.id, body.article_type_id));
  if (type.length === 0) throw invalid('article_type_id', '文章分类不存在');
  const content = sanitizeArticleHtml(body.content);
  if (!content) throw invalid('content', '请输入正文');
  return { ...body, content, summary: body.summary || summaryOf(content), cover_url: body.cover_url ?? null };
}

export async function createArticle(deps: AppDeps, operatorId: number, body: ArticleBody): Promise<OperatorArticle> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const values = await cleaned(tx, body);
    const [inserted] = await typed(tx)
      .insert(a)
      .values({
        articleTypeId: values.article_type_id,
        title: values.title,
        summary: values.summary,
        content: values.content,
        coverUrl: values.cover_url,
        status: values.status,
        sort: values.sort,
        publishedAt: values.status === 'published' ? now : null,
        createdBy: operatorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: a.id });
    const created = (await articleById(tx, inserted!.id))!;
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'article', id: created.id },
        audit: {
          action: values.status === 'published' ? 'article.publish' : 'article.create',
          targetType: 'article',
          targetId: created.id,
          before: null,
          after: snapshot(created),
        },
        now,
      },
      deps.events,
    );
    return operatorView(created);
  });
}

/** PUT: the whole article; publishing a draft stamps `published_at` now, unpublishing keeps the old stamp out of sight. */
export async function updateArticle(deps: AppDeps, operatorId: number, id: number, body: ArticleBody): Promise<OperatorArticle> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const before = await articleById(tx, id, true);
    if (!before) throw notFound('文章');
    const values = await cleaned(tx, body);
    const publishedAt = values.status === 'published' ? (before.status === 'published' ? before.published_at : now) : before.published_at;
    await typed(tx)
      .update(a)
      .set({
        articleTypeId: values.article_type_id,
        title: values.title,
        summary: values.summary,
        content: values.content,
        coverUrl: values.cover_url,
        status: values.status,
        sort: values.sort,
        publishedAt,
        updatedAt: now,
      })
      .where(eq(a.id, id));
    const after = (await articleById(tx, id))!;
    const action = before.status !== after.status ? (after.status === 'published' ? 'article.publish' : 'article.unpublish') : 'article.update';
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'article', id },
        audit: { action, targetType: 'article', targetId: id, before: snapshot(before), after: snapshot(after) },
        now,
      },
      deps.events,
    );
    return operatorView(after);
  });
}

export async function deleteArticle(deps: AppDeps, operatorId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const before = await articleById(tx, id, true);
    if (!before) throw notFound('文章');
    await typed(tx).delete(a).where(eq(a.id, id));
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'article', id },
        audit: { action: 'article.delete', targetType: 'article', targetId: id, before: snapshot(before), after: null },
        now: deps.clock.now(),
      },
      deps.events,
    );
  });
}

/**
 * GET /api/agreements/{key}: the agreement a person accepts (用户协议, 隐私政策): the newest published
 * article of its type, so the operator edits it like any other article.
 */
export async function getAgreement(deps: Pick<AppDeps, 'pool'>, key: AgreementKey): Promise<ArticleDetail> {
  const [row] = await typed(deps.pool)
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.articleTypeId, AGREEMENT_TYPE_IDS[key]), eq(a.status, 'published')))
    .orderBy(sql`${a.publishedAt} desc nulls last`, desc(a.id))
    .limit(1);
  if (!row) throw notFound(AGREEMENT_TITLES[key]);
  return getArticle(deps, row.id);
}
