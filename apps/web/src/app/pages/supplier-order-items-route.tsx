import type { SupplierOrderItem } from '@vm/contracts/order-items';
import { SubOrderContract } from '@/features/contracts/components/sub-order-contract';
import { SupplierOrderItemsPage } from '@/features/supplier-orders/pages/supplier-order-items-page';

const CONTRACT_STATUSES = new Set(['approved', 'executing', 'finished', 'cancelled', 'rejected']);
const contractColumn = {
  title: '租赁合同',
  render: (item: SupplierOrderItem) =>
    CONTRACT_STATUSES.has(item.status) ? <SubOrderContract orderItemId={item.id} /> : <span style={{ color: '#c9cdd4' }}>—</span>,
};

/** /admin/supplier/order-items: the supplier's sub-orders with each one's lease contract (contracts feature). */
export function SupplierOrderItemsRoute() {
  return <SupplierOrderItemsPage itemExtra={contractColumn} />;
}
