import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/test/test-app';
import { MobileQrButton } from './mobile-qr-button';

describe('MobileQrButton', () => {
  it('shows the venue QR code (手机扫码查看) only once opened', async () => {
    renderWithApp(<MobileQrButton topPhysicalId={12} venueName="港汇广场" />);
    expect(screen.queryByAltText('港汇广场的二维码')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '手机扫码查看' }));
    const image = await screen.findByAltText('港汇广场的二维码');
    expect(image.getAttribute('src')).toBe('/api/fields/12/applet_qrcode');
    expect(screen.getByText('手机扫码查看场地')).toBeTruthy();
  });
});
