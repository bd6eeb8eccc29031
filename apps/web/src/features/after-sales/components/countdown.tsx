import { useEffect, useState } from 'react';

/** "剩余 31小时05分" until `deadline` (read again every 30 s); "已超时" once past. */
export function Countdown({ deadline, prefix = '剩余' }: { deadline: string | null | undefined; prefix?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!deadline) return null;
  const left = Date.parse(deadline) - now;
  if (!Number.isFinite(left)) return null;
  if (left <= 0) return <span style={{ color: '#f53f3f' }}>已超时</span>;
  const minutes = Math.floor(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const text = hours > 0 ? `${hours}小时${String(minutes % 60).padStart(2, '0')}分` : `${minutes}分钟`;
  return (
    <span style={{ color: hours < 12 ? '#f53f3f' : '#fa8c16' }} data-testid="countdown">
      {prefix} {text}
    </span>
  );
}
