/**
 * The public face of the demands module (需求大厅): the only file other modules, the workflows and the
 * seed import. Routes are registered by app.ts, not exported here.
 */
export { acceptDemand, acceptInTransaction, ACCEPT_MESSAGES } from './accept-demand';
export { checkDemand, type DemandValues } from './demand-values';
export { readDemandOptions } from './demand-options';
export { followUpDemand, followUpInTransaction } from './follow-up-demand';
export { insertDemand, type Viewer } from './queries';
export { listHall, listMyDemands, listOperatorDemands, readDemand } from './read-demands';
