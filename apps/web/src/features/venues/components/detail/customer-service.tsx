import { CustomerServiceOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';

/** The dialog (antd's Modal) loads on the first click: the venue page draws without it. */
const CustomerServiceDialog = lazy(() => import('./customer-service-dialog').then((module) => ({ default: module.CustomerServiceDialog })));

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
