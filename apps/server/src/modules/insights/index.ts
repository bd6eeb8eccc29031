export { recordVenueView, visitorHash } from './views';
export { operatorInsights, supplierInsights } from './reports';
