import type { SupplierComment } from '@vm/contracts/supplier-home';
import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { commentById, writeReply } from './queries';

/** POST /api/supplier_comments/{id}/reply: once per comment (a second reply, even racing, is a 409). */
export async function replyToComment(deps: AppDeps, actor: SupplierActor, id: number, reply: string): Promise<SupplierComment> {
  return withTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const result = await writeReply(client, actor.ownerId, id, reply, actor.actorId, now);
    if (result === 'missing') throw notFound('评价');
    if (result === 'replied') throw conflict('该评价已回复，不能再次回复');
    await recordAction(client, actor, 'comment.reply', `评价#${id}`, now);
    return commentById(client, actor.ownerId, id);
  });
}
