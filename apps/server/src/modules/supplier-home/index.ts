export { replyToComment } from './reply-comment';
export { listComments } from './queries';
export { occupancy, orderItemsCount, supplierHome } from './supplier-home';
