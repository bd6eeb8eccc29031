import { and, eq, isNull } from 'drizzle-orm';
import { comments, communities, physicalResources } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/**
 * The venue owner's reply to a review of one of its venues, a compare-and-set: written only while the
 * review has none. False when nothing was written (replied already, or not the owner's venue).
 */
export async function replyToComment(
  db: Queryable,
  reply: { ownerId: number; commentId: number; reply: string; actorId: number; now: Date },
): Promise<boolean> {
  const updated = await typed(db)
    .update(comments)
    .set({ reply: reply.reply, repliedAt: reply.now, repliedBy: reply.actorId })
    .from(physicalResources)
    .innerJoin(communities, eq(communities.id, physicalResources.communityId))
    .where(
      and(eq(comments.id, reply.commentId), eq(physicalResources.id, comments.topPhysicalId), eq(communities.ownerId, reply.ownerId), isNull(comments.reply)),
    )
    .returning({ id: comments.id });
  return updated.length === 1;
}
