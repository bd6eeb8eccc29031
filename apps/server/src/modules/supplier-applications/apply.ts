import type { SupplierApplicationBody } from '@vm/contracts/supplier-applications';
import { firstError } from '@vm/domain/form-validation';
import { supplierApplicationErrors } from '@vm/domain/supplier-application';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, conflict } from '../../platform/http/app-error';
import { completeApplication, insertApplication, pendingApplicationOf } from './queries';

export const APPLICATION_MESSAGES = {
  pendingExists: '您已提交申请，请耐心等待审核',
  alreadyHasRole: '您已具有该身份，无需再次申请',
  notPending: '该申请已处理',
} as const;

const ROLE_OF_TYPE: Record<number, string> = { 1: 'property', 2: 'agent', 3: 'facilitator' };

/**
 * POST /api/supplier_applications: checked with the spec's messages; one pending application per
 * person (409). An application left incomplete by registering with a type is completed instead.
 */
export async function applyToBecomeSupplier(deps: AppDeps, userId: number, body: SupplierApplicationBody): Promise<{ id: number }> {
  const errors = supplierApplicationErrors(body);
  const message = firstError(errors);
  if (message) throw new AppError('VALIDATION', message, errors as Record<string, string>);
  const values = { type: body.type, connectName: body.connect_name!.trim(), mobile: body.mobile!.trim() };
  return withTransaction(deps.pool, async (client) => {
    const [user] = await typed(client).select({ roles: users.roles }).from(users).where(eq(users.id, userId)).for('update');
    const roles = user?.roles ?? [];
    if (roles.includes(ROLE_OF_TYPE[values.type]!)) throw conflict(APPLICATION_MESSAGES.alreadyHasRole);
    const pending = await pendingApplicationOf(client, userId);
    if (pending && pending.connect_name === '') {
      await completeApplication(client, pending.id, values);
      return { id: pending.id };
    }
    if (pending) throw conflict(APPLICATION_MESSAGES.pendingExists);
    const id = await insertApplication(client, { userId, ...values, now: deps.clock.now() });
    if (!id) throw conflict(APPLICATION_MESSAGES.pendingExists);
    return { id };
  });
}

/**
 * Registering with a type (first login with `type`): a pending application without a company name,
 * which the person completes with the application form. Runs in the registration's transaction.
 */
export async function applyOnRegistration(client: Queryable, values: { userId: number; type: number; mobile: string; now: Date }): Promise<void> {
  await insertApplication(client, { userId: values.userId, type: values.type, connectName: '', mobile: values.mobile, now: values.now });
}
