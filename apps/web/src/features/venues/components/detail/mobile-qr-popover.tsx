import Popover from 'antd/es/popover';
import type { ReactNode } from 'react';
import { API_BASE } from '@/shared/api/api-client';

/** The popover of 手机查看 with the venue's QR code (GET fields/{id}/applet_qrcode); loaded on the first hover or tap. */
export function MobileQrPopover({ topPhysicalId, venueName, children }: { topPhysicalId: number; venueName: string; children: ReactNode }) {
  return (
    <Popover
      trigger={['hover', 'click']}
      placement="bottom"
      defaultOpen
      content={
        <div style={{ textAlign: 'center' }} data-testid="venue-qrcode">
          <img src={`${API_BASE}/fields/${topPhysicalId}/applet_qrcode`} width={160} height={160} alt={`${venueName}的二维码`} />
          <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>手机扫码查看场地</div>
        </div>
      }
    >
      {children}
    </Popover>
  );
}
