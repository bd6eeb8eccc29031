import { QrcodeOutlined } from '@/shared/ui/icons/qrcode-outlined';
import { lazyWithAntd } from '@/shared/ui/antd-lazy';
import { LightButton as Button } from '@/shared/ui/light-button';
import { Suspense, useState } from 'react';

/** antd's Popover (with Tooltip's trigger) is not part of the venue page's first code: it loads on intent. */
const MobileQrPopover = lazyWithAntd(() => import('./mobile-qr-popover').then((module) => module.MobileQrPopover));

/** 手机扫码查看: the venue's QR code, in a popover that loads (and opens) on the first hover or tap. */
export function MobileQrButton({ topPhysicalId, venueName }: { topPhysicalId: number; venueName: string }) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const button = (
    <Button icon={<QrcodeOutlined />} aria-label="手机扫码查看" onPointerEnter={want} onClick={want}>
      手机查看
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <MobileQrPopover topPhysicalId={topPhysicalId} venueName={venueName}>
        {button}
      </MobileQrPopover>
    </Suspense>
  );
}
