import { OrderContractsPanel } from '@/features/contracts/components/order-contracts-panel';
import { OrderDetailPage } from '@/features/orders/pages/order-detail-page';

const contracts = (orderId: number) => <OrderContractsPanel orderId={orderId} />;

/** /admin/orders/view/{id}: the order page with its lease contracts (contracts feature). */
export function OrderDetailRoute() {
  return <OrderDetailPage contracts={contracts} />;
}
