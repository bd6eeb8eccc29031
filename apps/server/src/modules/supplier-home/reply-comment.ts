import type { SupplierComment } from '@vm/contracts/supplier-home';
import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { commentAuthor, commentById, writeReply } from './queries';

/**
 * POST /api/supplier_comments/{id}/reply: once per comment (a second reply, even racing, is a 409). The
 * reply is an event (comment.replied) concerning the review's author, who gets a message — in the same
 * transaction as the reply and the supplier's action log.
 */
export async function replyToComment(deps: AppDeps, actor: SupplierActor, id: number, reply: string): Promise<SupplierComment> {
  return withTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const result = await writeReply(client, actor.ownerId, id, reply, actor.actorId, now);
    if (result === 'missing') throw notFound('评价');
    if (result === 'replied') throw conflict('该评价已回复，不能再次回复');
    await recordAction(client, actor, 'comment.reply', `评价#${id}`, now);
    const comment = await commentById(client, actor.ownerId, id);
    const author = await commentAuthor(client, id);
    await recordEvent(
      client,
      {
        type: 'comment.replied',
        orderId: author?.order_id ?? null,
        actorId: actor.actorId,
        subjectUserId: author?.user_id ?? null,
        payload: { comment_id: id, top_physical_id: comment.top_physical_id, field_name: comment.field_name, reply },
        now,
      },
      deps.events,
    );
    return comment;
  });
}
