import { reviewTimeLeft } from '@vm/domain/supplier-home';
import { useEffect, useState } from 'react';

/** Time left to review before the 24 h deadline, ticking each second; red under two hours, 已超时 after. */
export function ReviewCountdown({ deadline }: { deadline: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = deadline ? reviewTimeLeft(deadline, now, { seconds: true }) : null;
  if (!left) return null;
  return (
    <span data-testid="review-countdown" style={{ color: left.urgent ? '#f53f3f' : '#fa8c16', fontVariantNumeric: 'tabular-nums' }}>
      {left.overdue ? '已超过审核时限' : `剩余 ${left.text}`}
    </span>
  );
}
