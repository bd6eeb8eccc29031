import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLoginNavigator } from '@/shared/api/login-redirect';
import { setToken } from '@/shared/auth/token-store';
import { ErrorReportTrigger, SuggestionTrigger } from '@/shared/feedback/feedback-triggers';
import { fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { CodeLoginPage } from './code-login-page';

/** What the app does once mounted (app/navigation-effects): a login redirect goes through the router. */
function RouterLoginRedirects() {
  const navigate = useNavigate();
  useEffect(() => setLoginNavigator((url) => void navigate(url)), [navigate]);
  return null;
}

/** A page with the header's 信息纠错 and the footer's 意见反馈, and the login page they lead a visitor to. */
function Site() {
  return (
    <>
      <RouterLoginRedirects />
      <Routes>
        <Route
          path="/help"
          element={
            <>
              <ErrorReportTrigger />
              <SuggestionTrigger>对网站有建议？意见反馈</SuggestionTrigger>
            </>
          }
        />
        <Route path="/auth/code-login" element={<CodeLoginPage />} />
      </Routes>
    </>
  );
}

describe('the login page says why a visitor was sent there', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setToken(null);
    fakeApi(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a visitor clicking 信息纠错 reads 请先登录后再纠错 above the login form', async () => {
    renderWithApp(<Site />, { route: '/help' });
    await userEvent.click(screen.getByRole('button', { name: '信息纠错' }));
    expect((await screen.findByTestId('login-reason')).textContent).toBe('请先登录后再纠错，登录后将回到刚才的页面');
    expect(testLocation()).toMatch(/^\/auth\/code-login\?from=.+&reason=error-report$/);
    expect(screen.getByRole('heading', { name: '验证码登录' })).toBeTruthy();
  });

  it('a visitor clicking 意见反馈 reads 请先登录后再提交意见反馈', async () => {
    renderWithApp(<Site />, { route: '/help' });
    await userEvent.click(screen.getByRole('button', { name: '对网站有建议？意见反馈' }));
    expect((await screen.findByTestId('login-reason')).textContent).toContain('请先登录后再提交意见反馈');
  });

  it('says 请先登录后再承接需求 and 请先登录后再收藏场地 for those reasons, and nothing for none or an unknown one', async () => {
    const { unmount } = renderWithApp(<CodeLoginPage />, { route: '/auth/code-login?from=%2Fdemand%2Fhall&reason=accept-demand' });
    expect(screen.getByTestId('login-reason').textContent).toContain('请先登录后再承接需求');
    unmount();
    const second = renderWithApp(<CodeLoginPage />, { route: '/auth/code-login?from=%2Ffields%2F1&reason=favorite' });
    expect(screen.getByTestId('login-reason').textContent).toContain('请先登录后再收藏场地');
    second.unmount();
    const third = renderWithApp(<CodeLoginPage />, { route: '/auth/code-login?from=%2Ffields%2F1&reason=%3Cb%3Ehi%3C%2Fb%3E' });
    expect(screen.queryByTestId('login-reason')).toBeNull();
    third.unmount();
    renderWithApp(<CodeLoginPage />, { route: '/auth/code-login?from=%2Ffields%2F1' });
    expect(screen.queryByTestId('login-reason')).toBeNull();
  });
});
