import { useEffect, useState } from 'react';

/** `2天03时08分05秒` (days only when there are some) from milliseconds; never negative. */
export function groupRemainingText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${days > 0 ? `${days}天` : ''}${pad(hours)}时${pad(minutes)}分${pad(seconds)}秒`;
}

/** Time left until a group's deadline, ticking each second; 已截止 once passed. */
export function GroupCountdown({ deadline, className }: { deadline: string; className?: string }) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!Number.isFinite(end)) return null;
  const left = end - now;
  return (
    <span className={className} data-testid="group-countdown">
      {left > 0 ? groupRemainingText(left) : '已截止'}
    </span>
  );
}
