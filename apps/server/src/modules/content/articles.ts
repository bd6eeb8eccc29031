import { AGREEMENT_TITLES, AGREEMENT_TYPE_IDS, type AgreementKey, type ArticleBody, type ArticleCard, type ArticleDetail, type ArticlesQuery, type ArticleType, type OperatorArticle } from '@vm/contracts/content';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { containsPattern } from '../../platform/db/like-pattern';
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

const SELECT = `select a.id, a.article_type_id, t.name as article_type_name, t.kind as article_type_kind, a.title, a.summary, a.content,
  a.cover_url, a.status, a.sort, a.published_at, a.updated_at from articles a join article_types t on t.id = a.article_type_id`;
/** Pinned (higher sort) first, then newest. */
const ORDER = 'order by a.sort desc, a.published_at desc nulls last, a.id desc';

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
  const rows = await deps.pool.query<ArticleType>('select id, name, kind from article_types where $1::text is null or kind = $1 order by sort, id', [kind ?? null]);
  return rows.rows;
}

/** GET /api/articles: a category's published articles (by id, or by display name as industry news is asked for). */
export async function listArticles(deps: Pick<AppDeps, 'pool'>, query: ArticlesQuery): Promise<Page<ArticleCard>> {
  const where = [`a.status = 'published'`];
  const values: unknown[] = [];
  if (query.article_type_id) where.push(`a.article_type_id = $${values.push(query.article_type_id)}`);
  if (query.article_type_display_name) where.push(`t.name = $${values.push(query.article_type_display_name)}`);
  const filter = `where ${where.join(' and ')}`;
  const [rows, count] = await Promise.all([
    deps.pool.query<Row>(`${SELECT} ${filter} ${ORDER} limit $${values.length + 1} offset $${values.length + 2}`, [...values, query.page_size, (query.page - 1) * query.page_size]),
    deps.pool.query<{ total: number }>(`select count(*)::int as total from articles a join article_types t on t.id = a.article_type_id ${filter}`, values),
  ]);
  return page(rows.rows.map((row) => card(row, query.with_content === 1)), count.rows[0]?.total ?? 0, query.page, query.page_size);
}

/** GET /api/articles/{id}: a published article with its (sanitised) content and its neighbours in the category. */
export async function getArticle(deps: Pick<AppDeps, 'pool'>, id: number): Promise<ArticleDetail> {
  const row = (await deps.pool.query<Row>(`${SELECT} where a.id = $1 and a.status = 'published'`, [id])).rows[0];
  if (!row) throw notFound('文章');
  // The list order is (sort desc, published_at desc, id desc): "previous" is the one listed before.
  const neighbours = await deps.pool.query<{ id: number; title: string; direction: 'previous' | 'next' }>(
    `(select a.id, a.title, 'previous' as direction from articles a where a.article_type_id = $1 and a.status = 'published'
        and (a.sort, a.published_at, a.id) > ($2, $3, $4) order by a.sort, a.published_at, a.id limit 1)
     union all
     (select a.id, a.title, 'next' as direction from articles a where a.article_type_id = $1 and a.status = 'published'
        and (a.sort, a.published_at, a.id) < ($2, $3, $4) order by a.sort desc, a.published_at desc, a.id desc limit 1)`,
    [row.article_type_id, row.sort, row.published_at, row.id],
  );
  const neighbour = (direction: 'previous' | 'next') => {
    const found = neighbours.rows.find((item) => item.direction === direction);
    return found ? { id: found.id, title: found.title } : null;
  };
  return {
    ...card(row, true),
    content: row.content,
    article_type: { id: row.article_type_id, name: row.article_type_name, kind: row.article_type_kind },
    previous: neighbour('previous'),
    next: neighbour('next'),
  };
}

export async function listOperatorArticles(
  deps: Pick<AppDeps, 'pool'>,
  query: { article_type_id?: number; status?: 'published' | 'draft'; keyword?: string; page: number; page_size: number },
): Promise<Page<OperatorArticle>> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (query.article_type_id) where.push(`a.article_type_id = $${values.push(query.article_type_id)}`);
  if (query.status) where.push(`a.status = $${values.push(query.status)}`);
  if (query.keyword) where.push(`a.title ilike $${values.push(containsPattern(query.keyword))}`);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const [rows, count] = await Promise.all([
    deps.pool.query<Row>(`${SELECT} ${filter} order by a.updated_at desc, a.id desc limit $${values.length + 1} offset $${values.length + 2}`, [
      ...values,
      query.page_size,
      (query.page - 1) * query.page_size,
    ]),
    deps.pool.query<{ total: number }>(`select count(*)::int as total from articles a ${filter}`, values),
  ]);
  return page(rows.rows.map(operatorView), count.rows[0]?.total ?? 0, query.page, query.page_size);
}

async function articleById(tx: Queryable, id: number, lock = false): Promise<Row | undefined> {
  return (await tx.query<Row>(`${SELECT} where a.id = $1${lock ? ' for update of a' : ''}`, [id])).rows[0];
}

/** GET /api/operator/articles/{id}: any article, drafts included, for the editor. */
export async function getOperatorArticle(deps: Pick<AppDeps, 'pool'>, id: number): Promise<OperatorArticle> {
  const row = await articleById(deps.pool, id);
  if (!row) throw notFound('文章');
  return operatorView(row);
}

/** What the audit log keeps of an article: everything but the (possibly long) content, and a content length. */
const snapshot = (row: Row) => ({ article_type_id: row.article_type_id, title: row.title, summary: row.summary, status: row.status, sort: row.sort, cover_url: row.cover_url, content_length: row.content.length });

/** The stored form of a body: sanitised content, a summary from the text when none is given. */
async function cleaned(tx: Queryable, body: ArticleBody) {
  const type = await tx.query('select 1 from article_types where id = $1', [body.article_type_id]);
  if (type.rowCount === 0) throw invalid('article_type_id', '文章分类不存在');
  const content = sanitizeArticleHtml(body.content);
  if (!content) throw invalid('content', '请输入正文');
  return { ...body, content, summary: body.summary || summaryOf(content), cover_url: body.cover_url ?? null };
}

export async function createArticle(deps: AppDeps, operatorId: number, body: ArticleBody): Promise<OperatorArticle> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const values = await cleaned(tx, body);
    const inserted = await tx.query<{ id: number }>(
      `insert into articles (article_type_id, title, summary, content, cover_url, status, sort, published_at, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
      [values.article_type_id, values.title, values.summary, values.content, values.cover_url, values.status, values.sort, values.status === 'published' ? now : null, operatorId, now],
    );
    const created = (await articleById(tx, inserted.rows[0]!.id))!;
    await recordEvent(tx, {
      type: 'content.changed',
      actorId: operatorId,
      payload: { kind: 'article', id: created.id },
      audit: { action: values.status === 'published' ? 'article.publish' : 'article.create', targetType: 'article', targetId: created.id, before: null, after: snapshot(created) },
      now,
    });
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
    await tx.query(
      `update articles set article_type_id = $2, title = $3, summary = $4, content = $5, cover_url = $6, status = $7, sort = $8, published_at = $9, updated_at = $10 where id = $1`,
      [id, values.article_type_id, values.title, values.summary, values.content, values.cover_url, values.status, values.sort, publishedAt, now],
    );
    const after = (await articleById(tx, id))!;
    const action = before.status !== after.status ? (after.status === 'published' ? 'article.publish' : 'article.unpublish') : 'article.update';
    await recordEvent(tx, {
      type: 'content.changed',
      actorId: operatorId,
      payload: { kind: 'article', id },
      audit: { action, targetType: 'article', targetId: id, before: snapshot(before), after: snapshot(after) },
      now,
    });
    return operatorView(after);
  });
}

export async function deleteArticle(deps: AppDeps, operatorId: number, id: number): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const before = await articleById(tx, id, true);
    if (!before) throw notFound('文章');
    await tx.query('delete from articles where id = $1', [id]);
    await recordEvent(tx, {
      type: 'content.changed',
      actorId: operatorId,
      payload: { kind: 'article', id },
      audit: { action: 'article.delete', targetType: 'article', targetId: id, before: snapshot(before), after: null },
      now: deps.clock.now(),
    });
  });
}

/**
 * GET /api/agreements/{key}: the agreement a person accepts (用户协议, 隐私政策): the newest published
 * article of its type, so the operator edits it like any other article.
 */
export async function getAgreement(deps: Pick<AppDeps, 'pool'>, key: AgreementKey): Promise<ArticleDetail> {
  const row = (
    await deps.pool.query<{ id: number }>(
      `select id from articles where article_type_id = $1 and status = 'published' order by published_at desc nulls last, id desc limit 1`,
      [AGREEMENT_TYPE_IDS[key]],
    )
  ).rows[0];
  if (!row) throw notFound(AGREEMENT_TITLES[key]);
  return getArticle(deps, row.id);
}
