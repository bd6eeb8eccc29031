/**
 * The public face of the coupons module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { earnPoints, grantPoints, lockPoints, pointsBalance, refundPoints, spendPoints } from './points-ledger';
export { loadCouponForOrder, releaseCoupon, reserveCoupon, usableCoupons, type CouponReleaseReason } from './use-coupon';
export { grantRewardCoupon, rewardOffer, type GrantedCoupon, listCouponRewards, setCouponReward } from './reward-coupons';

// Used by the HTTP layer (apps/server/src/http/).
export { createCouponTemplate, setCouponTemplateStatus, updateCouponTemplate } from './manage-coupon-templates';
export { listOperatorCoupons } from './operator-coupons';
export { claimWelfareCoupons } from './claim-welfare-coupons';
export { assertCommunityExists, communityOfResource, listCouponOffers } from './coupon-offers';
export { listMyCoupons } from './my-coupons';
export { listPointHistories } from './point-histories';
export { exchangeCoupon, receiveCoupon } from './receive-coupon';
export { couponsForResources } from './resource-coupons';
