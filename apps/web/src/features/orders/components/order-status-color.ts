import type { OrderStatus } from '@vm/domain/order-status';

const COLORS: Record<OrderStatus, string> = {
  submitted: 'orange',
  paid: 'blue',
  approved: 'cyan',
  executing: 'geekblue',
  finished: 'green',
  cancelled: 'default',
  rejected: 'red',
};

/** The antd Tag colour of a status. */
export const orderStatusColor = (status: OrderStatus): string => COLORS[status];
