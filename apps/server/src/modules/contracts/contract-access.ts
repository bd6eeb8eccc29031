import type { ContractRole } from '@vm/domain/contracts';
import { forbidden } from '../../platform/http/app-error';
import type { ContractRow } from './contract-document';

/**
 * Who reads or signs a contract: its buyer, its supplier (the supplier itself, or a child account
 * with `orders`, which may read but not sign), and staff (read only).
 */
export interface ContractViewer {
  userId: number;
  mobile: string;
  isOperator: boolean;
  /** The supplier this user acts for with the `orders` permission, or null. */
  supplierOwnerId: number | null;
  /** False for a child account: it reads the supplier's contracts but the supplier signs them. */
  maySignForSupplier: boolean;
}

/** The viewer's part in the contract, or null (staff, or a stranger). */
export function roleOf(contract: Pick<ContractRow, 'buyerId' | 'supplierId'>, viewer: ContractViewer): ContractRole | null {
  if (contract.buyerId === viewer.userId) return 'buyer';
  if (viewer.supplierOwnerId !== null && contract.supplierId === viewer.supplierOwnerId) return 'supplier';
  return null;
}

/** Access first: the parties and staff read a contract; anyone else is refused (403). */
export function assertMayRead(contract: Pick<ContractRow, 'buyerId' | 'supplierId'>, viewer: ContractViewer): ContractRole | null {
  const role = roleOf(contract, viewer);
  if (role === null && !viewer.isOperator) throw forbidden('无权查看该合同');
  return role;
}

/** The role the viewer signs as: a party, and for the supplier its own account (not a child). */
export function signingRole(contract: Pick<ContractRow, 'buyerId' | 'supplierId'>, viewer: ContractViewer): ContractRole | null {
  const role = roleOf(contract, viewer);
  if (role === 'supplier' && !viewer.maySignForSupplier) return null;
  return role;
}
