import type { CouponOffer } from '@vm/contracts/coupons';
import { LightButton as Button } from '@/shared/ui/light-button';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { authUrl } from '@/shared/auth/safe-redirect';
import { useToken } from '@/shared/auth/token-store';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { useExchangeCoupon, useReceiveCoupon, useRefreshCoupons } from '@/shared/coupons/coupon-api';

/** Coupon hints stay 2–3 s (docs/spec/product-spec.md section 9). */
const HINT_SECONDS = 2.5;

function label(offer: CouponOffer): string {
  if (!offer.can_receive) return offer.remaining === 0 && !offer.is_received ? '已领完' : offer.is_received ? '已领取' : '不可领取';
  if (offer.point_coupons) return `${offer.consumption_point}积分兑换`;
  return offer.is_received ? '再领一张' : '立即领取';
}

/**
 * Receives a coupon on offer (or buys a points coupon after a confirmation). Visitors go to the login
 * page and come back here. Success: a short hint and fresh lists. Failure: the server's message, the
 * button disabled, and `onFailed` so the page reloads its list.
 */
export function CouponClaimButton({ offer, onFailed, size = 'middle' }: { offer: CouponOffer; onFailed?: () => void; size?: 'small' | 'middle' }) {
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const receive = useReceiveCoupon();
  const exchange = useExchangeCoupon();
  const refresh = useRefreshCoupons();
  const [failed, setFailed] = useState(false);
  const busy = receive.isPending || exchange.isPending;

  const claim = async () => {
    if (!token) {
      await navigate(authUrl(`${location.pathname}${location.search}`));
      return;
    }
    try {
      if (offer.point_coupons) {
        const sure = await confirmDialog({ title: '积分兑换', content: `确定使用${offer.consumption_point}积分兑换「${offer.text}」吗？` });
        if (!sure) return;
        const result = await exchange.mutateAsync(offer);
        void toast.success(`兑换成功，剩余${result.balance}积分`, HINT_SECONDS);
      } else {
        await receive.mutateAsync(offer);
        void toast.success('领取成功', HINT_SECONDS);
      }
    } catch (error) {
      // 401: the API client already sent the person to the login page.
      if (error instanceof ApiError && error.isUnauthorized) return;
      void toast.error(errorMessage(error), HINT_SECONDS);
      setFailed(true);
      onFailed?.();
    }
    await refresh();
  };

  return (
    <Button
      type="primary"
      size={size}
      shape="round"
      loading={busy}
      disabled={failed || !offer.can_receive}
      onClick={() => void claim()}
      data-testid={`claim-coupon-${offer.coupon_id}`}
    >
      {label(offer)}
    </Button>
  );
}
