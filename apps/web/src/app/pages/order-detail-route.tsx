import type { OrderView } from '@vm/contracts/orders';
import { OrderAfterSalesPanel } from '@/features/after-sales/components/order-after-sales-panel';
import { OrderContractsPanel } from '@/features/contracts/components/order-contracts-panel';
import { OrderDetailPage } from '@/features/orders/pages/order-detail-page';

const contracts = (orderId: number) => <OrderContractsPanel orderId={orderId} />;
const afterSales = (order: OrderView) => <OrderAfterSalesPanel order={order} />;

/** /admin/orders/view/{id}: the order page with its after-sales and deposits (after-sales feature) and lease contracts (contracts feature). */
export function OrderDetailRoute() {
  return <OrderDetailPage contracts={contracts} afterSales={afterSales} />;
}
