import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton } from './countdown-button';

describe('CountdownButton', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const button = () => screen.getByRole('button');

  it('goes idle → sending → 60 s countdown → idle', async () => {
    let finishSending: (sent: boolean) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<boolean>((resolve) => (finishSending = resolve)));
    render(<CountdownButton onSend={onSend} />);
    expect(button().textContent).toBe('获取验证码');

    fireEvent.click(button());
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button().textContent).toContain('发送中');

    await act(async () => finishSending(true));
    expect(button().textContent).toBe('60秒后重新获取');
    expect((button() as HTMLButtonElement).disabled).toBe(true);

    // Clicking during the countdown sends nothing.
    fireEvent.click(button());
    expect(onSend).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('59秒后重新获取');

    await act(async () => vi.advanceTimersByTime(59_000));
    expect(button().textContent).toBe('获取验证码');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('returns to idle when sending fails', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('429');
    });
    render(<CountdownButton onSend={onSend} />);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(button().textContent).toBe('获取验证码');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('returns to idle when the sender declines (e.g. the mobile is invalid)', async () => {
    render(<CountdownButton onSend={async () => false} />);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(button().textContent).toBe('获取验证码');
  });
});
