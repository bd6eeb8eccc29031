import { CustomerServiceOutlined } from '@/shared/ui/icons/customer-service-outlined';
import { lazyWithAntd } from '@/shared/ui/antd-lazy';
import { LightButton as Button } from '@/shared/ui/light-button';
import { Suspense, useState } from 'react';

/** The dialog (antd's Modal) loads on the first click: the venue page draws without it. */
const CustomerServiceDialog = lazyWithAntd(() => import('./customer-service-dialog').then((module) => module.CustomerServiceDialog));

/** 联系客服: opens the hotline dialog; once opened it stays mounted, so it can animate closed. */
export function CustomerServiceButton({ venueName }: { venueName: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        icon={<CustomerServiceOutlined />}
        aria-label="联系客服"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        联系客服
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CustomerServiceDialog venueName={venueName} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
