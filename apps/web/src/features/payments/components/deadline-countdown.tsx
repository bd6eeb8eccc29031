import { useEffect, useState } from 'react';

/** `47小时59分08秒` from milliseconds (never negative). */
export function remainingText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${hours}小时${pad(minutes)}分${pad(seconds)}秒`;
}

/** The time left until `deadline` (ISO), ticking each second; 已超时 once it has passed. */
export function DeadlineCountdown({ deadline }: { deadline: string }) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!Number.isFinite(end)) return null;
  const left = end - now;
  return <strong data-testid="payment-deadline">{left > 0 ? remainingText(left) : '已超时'}</strong>;
}
