import { CustomerServiceOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import styles from './venue-sections.module.css';

export const SERVICE_HOTLINE = '400-800-1234';

/** 联系客服: the hotline and hours, with the venue named so the agent can find it. */
export function CustomerServiceButton({ venueName }: { venueName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CustomerServiceOutlined />} aria-label="联系客服" onClick={() => setOpen(true)}>
        联系客服
      </Button>
      <Modal open={open} title="联系客服" footer={null} onCancel={() => setOpen(false)} width={420}>
        <div className={styles.service}>
          <CustomerServiceOutlined className={styles.serviceIcon} />
          <p>
            客服热线：<a href={`tel:${SERVICE_HOTLINE.replace(/-/g, '')}`}>{SERVICE_HOTLINE}</a>
          </p>
          <p className={styles.muted}>服务时间：每天 9:00-21:00</p>
          <p className={styles.muted}>咨询时请告知场地名称：{venueName}</p>
        </div>
      </Modal>
    </>
  );
}
