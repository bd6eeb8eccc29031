import type { Profile } from '@vm/contracts/profile';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { ProfilePage } from './profile-page';

const profile: Profile = {
  id: 7,
  name: '演示广告主',
  mobile: '13800000001',
  product: '',
  email: null,
  is_subscribe: false,
  has_password: false,
  company_id: null,
};

function serve(answer: Profile) {
  return fakeApi((url) => {
    if (url.pathname === '/api/users/profile') return { result: answer };
    if (url.pathname === '/api/users/current') return { result: { id: answer.id, name: answer.name, mobile: answer.mobile, roles: ['business'] } };
    if (url.pathname === '/api/users/current/oauth_bindings') return { result: [] };
    return undefined;
  });
}

function visit() {
  renderWithApp(<ProfilePage />, { route: '/admin/profile/index', path: '/admin/profile/index' });
}

describe('profile page: the email prompt', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'buyer-token'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('pops 绑定邮箱 on the first visit only, then offers it quietly above the page', async () => {
    const user = userEvent.setup();
    serve(profile);
    visit();
    expect(await screen.findByRole('dialog', { name: '绑定邮箱' })).toBeTruthy();
    cleanup();

    // A later visit (another day: a new browser session): no dialog, a quiet prompt with a link.
    window.sessionStorage.clear();
    visit();
    const prompt = await screen.findByTestId('email-prompt');
    expect(prompt.textContent).toContain('绑定邮箱并订阅资讯');
    expect(screen.queryByRole('dialog', { name: '绑定邮箱' })).toBeNull();
    await user.click(within(prompt).getByRole('button', { name: '去绑定' }));
    expect(await screen.findByRole('dialog', { name: '绑定邮箱' })).toBeTruthy();
  });

  it('says nothing about email once one is bound', async () => {
    serve({ ...profile, email: 'buyer@example.com', is_subscribe: true });
    visit();
    expect(await screen.findByTestId('profile-email')).toBeTruthy();
    expect(screen.getByTestId('profile-email').textContent).toBe('buyer@example.com');
    expect(screen.queryByTestId('email-prompt')).toBeNull();
    expect(screen.queryByRole('dialog', { name: '绑定邮箱' })).toBeNull();
  });
});
