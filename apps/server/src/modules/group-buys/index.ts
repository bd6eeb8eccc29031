/**
 * The public face of the group-buys module (拼团): the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { checkGroupLine, reserveGroupSeat, type GroupLineCheck } from './group-line';
export { assertGroupAllowsCancel, assertGroupPayable, assertTransferAllowed, payIntoGroup } from './group-payment';
export { getGroup, listOperatorGroups, listOtherGroups, loadGroupViews, myGroupOrderIds } from './group-views';
export { openGroupPurchase } from './open-group';
export { dueGroupIds, groupOrdersToSettle, markGroupSettled, resolveGroup, unsettledGroups, type ResolvedGroup } from './resolve-groups';
