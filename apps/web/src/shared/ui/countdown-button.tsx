import { LightButton as Button, type LightButtonProps as ButtonProps } from './light-button';
import { useEffect, useRef, useState } from 'react';

/** Resend interval of SMS codes (docs/spec/product-spec.md section 9). */
export const RESEND_SECONDS = 60;

type Phase = { name: 'idle' } | { name: 'sending' } | { name: 'counting'; until: number };

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /** Sends the code. Resolve true to start the countdown; false or a rejection returns to idle. */
  onSend: () => Promise<boolean>;
  seconds?: number;
  idleText?: string;
}

function secondsLeft(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * The send-code button (docs/spec/product-spec.md section 4): idle → sending → a countdown of 「60秒后重新获取」 →
 * idle. The countdown is measured against the clock, so a throttled background tab stays accurate.
 */
export function CountdownButton({ onSend, seconds = RESEND_SECONDS, idleText = '获取验证码', disabled, ...rest }: CountdownButtonProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [, tick] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (phase.name !== 'counting') return;
    const timer = setInterval(() => {
      if (secondsLeft(phase.until) <= 0) setPhase({ name: 'idle' });
      else tick((n) => n + 1);
    }, 1000);
    return () => clearInterval(timer);
  }, [phase]);

  const handleClick = async () => {
    if (phase.name !== 'idle') return;
    setPhase({ name: 'sending' });
    let sent = false;
    try {
      sent = await onSend();
    } catch {
      sent = false;
    }
    if (!mounted.current) return;
    setPhase(sent ? { name: 'counting', until: Date.now() + seconds * 1000 } : { name: 'idle' });
  };

  const counting = phase.name === 'counting';
  const label = counting ? `${secondsLeft(phase.until)}秒后重新获取` : phase.name === 'sending' ? '发送中' : idleText;
  return (
    <Button {...rest} loading={phase.name === 'sending'} disabled={disabled || counting} onClick={() => void handleClick()}>
      {label}
    </Button>
  );
}
