import type { FeedbackBody } from '@vm/contracts/catalogue-discovery';
import type { AppDeps } from '../../platform/deps';
import type { AuthUser } from '../../platform/http/auth';
import { notFound } from '../../platform/http/app-error';
import { recordFeedback } from '../feedbacks';

/**
 * POST /api/feedbacks: an error report on a venue or community (type 1) or a site suggestion (type 2),
 * kept for operators. A venue report names the top physical resource.
 */
export async function submitFeedback(deps: Pick<AppDeps, 'pool' | 'clock'>, user: AuthUser, body: FeedbackBody): Promise<{ id: number }> {
  let physicalResourceId: number | null = null;
  if (body.resource_id !== undefined) {
    const row = (await deps.pool.query<{ top_id: number }>('select top_id from physical_resources where id = $1', [body.resource_id])).rows[0];
    if (!row) throw notFound('场地');
    physicalResourceId = row.top_id;
  }
  if (body.community_id !== undefined) {
    const exists = await deps.pool.query('select 1 from communities where id = $1', [body.community_id]);
    if (exists.rowCount === 0) throw notFound('社区');
  }
  const id = await recordFeedback(deps.pool, {
    userId: user.id,
    feedbackType: body.feedback_type,
    content: body.content,
    communityId: body.community_id ?? null,
    physicalResourceId,
    now: deps.clock.now(),
  });
  return { id };
}
