import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { supplierActorOf } from '../supplier-access';
import type { ContractViewer } from './contract-access';

/** The caller as the contract rules see it (401 for a visitor). */
export async function contractViewerOf(deps: AppDeps, request: FastifyRequest): Promise<ContractViewer> {
  const user = await requireUser(deps, request);
  const actor = await supplierActorOf(deps, request);
  const supplier = actor?.permissions.includes('orders') ? actor : null;
  return {
    userId: user.id,
    mobile: user.mobile,
    isOperator: user.roles.includes('operator'),
    supplierOwnerId: supplier?.ownerId ?? null,
    maySignForSupplier: supplier !== null && !supplier.isChild,
  };
}
