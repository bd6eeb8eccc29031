import { eq } from 'drizzle-orm';
import type { FeedbackBody } from '@vm/contracts/catalogue-discovery';
import { communities, physicalResources } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
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
    const [row] = await typed(deps.pool).select({ topId: physicalResources.topId }).from(physicalResources).where(eq(physicalResources.id, body.resource_id));
    if (!row) throw notFound('场地');
    physicalResourceId = row.topId;
  }
  if (body.community_id !== undefined) {
    const found = await typed(deps.pool).select({ id: communities.id }).from(communities).where(eq(communities.id, body.community_id));
    if (found.length === 0) throw notFound('社区');
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
