import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToken } from '@/shared/auth/token-store';
import { hasVisitorCart } from '@/shared/cart/visitor-cart-pending';

/** The hand-off under way, if any: one at a time for the whole page (React may run an effect twice in development). */
let handoff: Promise<void> | null = null;

/** Resolves once no hand-off is under way (at once when none started): tests wait for this, not for a pause. */
export function visitorCartHandoffSettled(): Promise<void> {
  return handoff ?? Promise.resolve();
}

/**
 * Moves a visitor's cart lines (kept in localStorage before login) into the real cart as soon as a
 * token appears, then the temporary copy is removed (docs/spec/product-spec.md section 4 "Cart"). The transfer
 * code loads only when lines are waiting. Renders nothing.
 */
export function VisitorCartHandoff() {
  const token = useToken();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || handoff || !hasVisitorCart()) return;
    handoff = import('@/features/cart/transfer-visitor-cart')
      .then(({ transferVisitorCart }) => transferVisitorCart(queryClient))
      .catch(() => undefined)
      .finally(() => {
        handoff = null;
      });
  }, [token, queryClient]);

  return null;
}
