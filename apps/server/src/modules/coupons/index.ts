/**
 * The public face of the coupons module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { earnPoints, grantPoints, lockPoints, pointsBalance, refundPoints, spendPoints } from './points-ledger';
export { loadCouponForOrder, releaseCoupon, reserveCoupon, usableCoupons, type CouponReleaseReason } from './use-coupon';
export { grantRewardCoupon, rewardOffer, type GrantedCoupon } from './reward-coupons';
