import type { Queryable } from '../../platform/db/with-transaction';

/** Keeps a buyer's feedback for the operators' inbox (catalogue's POST /api/feedbacks); returns its id. */
export async function recordFeedback(
  db: Queryable,
  feedback: { userId: number; feedbackType: number; content: string | null | undefined; communityId: number | null; physicalResourceId: number | null; now: Date },
): Promise<number> {
  const result = await db.query<{ id: number }>(
    `insert into feedbacks (user_id, feedback_type, content, community_id, physical_resource_id, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [feedback.userId, feedback.feedbackType, feedback.content, feedback.communityId, feedback.physicalResourceId, feedback.now],
  );
  return result.rows[0]!.id;
}
