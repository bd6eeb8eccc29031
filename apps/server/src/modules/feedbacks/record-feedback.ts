import { feedbacks } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** Keeps a buyer's feedback for the operators' inbox (catalogue's POST /api/feedbacks); returns its id. */
export async function recordFeedback(
  db: Queryable,
  feedback: {
    userId: number;
    feedbackType: number;
    content: string | null | undefined;
    communityId: number | null;
    physicalResourceId: number | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await typed(db)
    .insert(feedbacks)
    .values({
      userId: feedback.userId,
      feedbackType: feedback.feedbackType,
      // A missing content is refused by the column's not-null constraint, as before.
      content: feedback.content as string,
      communityId: feedback.communityId,
      physicalResourceId: feedback.physicalResourceId,
      createdAt: feedback.now,
    })
    .returning({ id: feedbacks.id });
  return row!.id;
}
