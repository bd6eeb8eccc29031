import type { ContractRole } from '@vm/domain/contracts';
import { eq } from 'drizzle-orm';
import { contracts, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { appendSignature } from './sign-contract';

/**
 * The demo seed only: `role` signs contract `id` as if it had typed its SMS code (the demo loads
 * without anyone at a phone). Nothing else calls it; people sign through POST /api/contracts/{id}/sign.
 */
export async function signDemoContract(deps: AppDeps, id: number, role: ContractRole): Promise<void> {
  const [contract] = await deps.db.select({ buyerId: contracts.buyerId, supplierId: contracts.supplierId }).from(contracts).where(eq(contracts.id, id));
  if (!contract) throw new Error(`demo contract ${id} not found`);
  const userId = role === 'buyer' ? contract.buyerId : contract.supplierId;
  const [user] = await deps.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  await appendSignature(
    deps,
    { userId, mobile: user!.mobile, isOperator: false, supplierOwnerId: role === 'supplier' ? userId : null, maySignForSupplier: role === 'supplier' },
    id,
    role,
  );
}
