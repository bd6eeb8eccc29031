import { QrcodeOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import { API_BASE } from '@/shared/api/api-client';

/** 手机扫码查看: the venue's QR code (GET fields/{id}/applet_qrcode), loaded only when the popover opens. */
export function MobileQrButton({ topPhysicalId, venueName }: { topPhysicalId: number; venueName: string }) {
  return (
    <Popover
      trigger={['hover', 'click']}
      placement="bottom"
      content={
        <div style={{ textAlign: 'center' }} data-testid="venue-qrcode">
          <img src={`${API_BASE}/fields/${topPhysicalId}/applet_qrcode`} width={160} height={160} alt={`${venueName}的二维码`} />
          <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>手机扫码查看场地</div>
        </div>
      }
    >
      <Button icon={<QrcodeOutlined />} aria-label="手机扫码查看">
        手机查看
      </Button>
    </Popover>
  );
}
