export { recordVenueView, visitorHash } from './views';
export { operatorInsights } from './operator-insights';
export { supplierInsights } from './supplier-insights';
export { insightsJobs, rollUpInsights } from './roll-up';
