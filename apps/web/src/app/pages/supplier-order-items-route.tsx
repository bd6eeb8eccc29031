import type { SupplierOrderItem } from '@vm/contracts/order-items';
import { SupplierItemAfterSales } from '@/features/after-sales/components/supplier-item-after-sales';
import { SubOrderContract } from '@/features/contracts/components/sub-order-contract';
import { SupplierOrderItemsPage } from '@/features/supplier-orders/pages/supplier-order-items-page';

const CONTRACT_STATUSES = new Set(['approved', 'executing', 'finished', 'cancelled', 'rejected']);
const extraColumn = {
  title: '合同与履约',
  width: 150,
  render: (item: SupplierOrderItem) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {CONTRACT_STATUSES.has(item.status) ? <SubOrderContract orderItemId={item.id} /> : <span style={{ color: '#c9cdd4' }}>—</span>}
      <SupplierItemAfterSales item={item} />
    </div>
  ),
};

/**
 * /admin/supplier/order-items: the supplier's sub-orders with each one's lease contract (contracts feature),
 * 上传履约照片 and 扣押金 (after-sales feature).
 */
export function SupplierOrderItemsRoute() {
  return <SupplierOrderItemsPage itemExtra={extraColumn} />;
}
