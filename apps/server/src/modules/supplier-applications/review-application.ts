import type { SupplierApplication } from '@vm/contracts/supplier-applications';
import { ROLE_BY_APPLICATION_TYPE } from '@vm/domain/supplier-application';
import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { APPLICATION_MESSAGES } from './apply';
import { addRole } from '../accounts';
import { applicationById, decideApplication } from './queries';

/**
 * POST /api/operator/supplier_applications/{id}/approve and …/refuse: a compare-and-set on `pending`
 * (a second decision, or two operators at once, finds it decided: 409). Approval adds the role in the
 * same transaction, with the event (supplier_application.approved / .refused: the applicant's message)
 * and the operator's audit entry. An application still missing its company name cannot be approved.
 */
export async function reviewApplication(
  deps: AppDeps,
  operatorId: number,
  id: number,
  decision: { status: 'approved' | 'refused'; reason: string | null },
): Promise<SupplierApplication> {
  return withTransaction(deps.pool, async (client) => {
    const current = await applicationById(client, id);
    if (!current) throw notFound('申请');
    if (current.status !== 'pending') throw conflict(APPLICATION_MESSAGES.notPending);
    if (decision.status === 'approved' && current.incomplete) throw conflict('申请人尚未填写公司名称，暂不能通过');
    const now = deps.clock.now();
    const decided = await decideApplication(client, id, { ...decision, reviewerId: operatorId, now });
    if (!decided) throw conflict(APPLICATION_MESSAGES.notPending);
    if (decision.status === 'approved') await addRole(client, decided.user_id, ROLE_BY_APPLICATION_TYPE[decided.type]!);
    await recordEvent(
      client,
      {
        type: decision.status === 'approved' ? 'supplier_application.approved' : 'supplier_application.refused',
        actorId: operatorId,
        subjectUserId: decided.user_id,
        payload: { application_id: id, type: decided.type, ...(decision.reason ? { reason: decision.reason } : {}) },
        audit: {
          action: decision.status === 'approved' ? 'supplier_application.approve' : 'supplier_application.refuse',
          targetType: 'supplier_application',
          targetId: id,
          before: { status: 'pending' },
          after: { status: decision.status, reason: decision.reason },
        },
        now,
      },
      deps.events,
    );
    return (await applicationById(client, id))!;
  });
}
