import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectToLogin, setLoginNavigator } from './login-redirect';

describe('redirectToLogin', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('goes to the login page with the current path and search as from', () => {
    window.history.replaceState(null, '', '/fields/12?tab=comments&page=2');
    const navigate = vi.fn();
    const restore = setLoginNavigator(navigate);
    redirectToLogin();
    restore();
    expect(navigate).toHaveBeenCalledWith('/auth/code-login?from=%2Ffields%2F12%3Ftab%3Dcomments%26page%3D2');
  });

  it('stays put on the auth pages', () => {
    window.history.replaceState(null, '', '/auth/register?from=%2F');
    const navigate = vi.fn();
    const restore = setLoginNavigator(navigate);
    redirectToLogin();
    restore();
    expect(navigate).not.toHaveBeenCalled();
  });
});
