import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeQuickDemand } from '@/features/demands/components/home-quick-demand';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { SiteFooter } from './site-footer';

describe('the call-back promise on the home page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the demand form and the footer promise the same hours as the spec’s success message (24 小时)', () => {
    fakeApi(() => undefined);
    renderWithApp(
      <>
        <HomeQuickDemand />
        <SiteFooter />
      </>,
    );
    expect(screen.getByTestId('home-demand').textContent).toContain('专属顾问 24小时内联系您');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('提交需求24小时内专人联系');
    expect(footer.textContent).not.toContain('48小时');
  });
});
