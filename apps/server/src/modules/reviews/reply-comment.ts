import type { Queryable } from '../../platform/db/with-transaction';

/**
 * The venue owner's reply to a review of one of its venues, a compare-and-set: written only while the
 * review has none. False when nothing was written (replied already, or not the owner's venue).
 */
export async function replyToComment(db: Queryable, reply: { ownerId: number; commentId: number; reply: string; actorId: number; now: Date }): Promise<boolean> {
  const updated = await db.query(
    `update comments c set reply = $3, replied_at = $5, replied_by = $4 from physical_resources p, communities co
      where c.id = $2 and p.id = c.top_physical_id and co.id = p.community_id and co.owner_id = $1 and c.reply is null`,
    [reply.ownerId, reply.commentId, reply.reply, reply.actorId, reply.now],
  );
  return updated.rowCount === 1;
}
