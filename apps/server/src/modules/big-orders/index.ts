/**
 * The public face of the big-orders module (大订单): the only file other modules and the workflows import.
 * Routes are registered by app.ts, not exported here.
 */
export { bigOrderIds, findBuyerByMobile } from './big-order-queries';
