import { usablePoints } from '@vm/domain/points';
import { useMemo } from 'react';
import type { CheckoutSelection } from '@/shared/cart/checkout-selection';
import { previewBody } from '../checkout-payload';
import { useOrderPreview } from './use-checkout-api';

/**
 * The checkout's figures, all derived from the server's previews (nothing copied into state):
 * - the lines' preview without coupon or points gives the goods amount and the priced lines (neither
 *   depends on the coupon or points), which decide the usable points and which coupons fit;
 * - the preview of the buyer's choices gives the totals shown and submitted. With nothing chosen the
 *   two bodies are equal, so they are one query and one request.
 */
export function useCheckoutFigures(selection: CheckoutSelection, choices: { couponId: number | null; usePoints: boolean; pointsBalance: number }) {
  const baseBody = useMemo(() => previewBody(selection, { couponId: null, points: 0 }), [selection]);
  const base = useOrderPreview(baseBody);
  const goodsAmount = base.data?.total_amount ?? 0;
  const points = choices.usePoints ? usablePoints(choices.pointsBalance, goodsAmount).points : 0;
  const body = useMemo(() => previewBody(selection, { couponId: choices.couponId, points }), [selection, choices.couponId, points]);
  const preview = useOrderPreview(body);
  return { preview, figures: preview.data, goodsAmount, points, pricedLines: base.data?.lines ?? [] };
}
