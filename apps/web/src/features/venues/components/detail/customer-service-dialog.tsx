import { CustomerServiceOutlined } from '@ant-design/icons';
import Modal from 'antd/es/modal';
import styles from './venue-sections.module.css';

/** The platform's customer service line (the footer shows the same number). */
const SERVICE_HOTLINE = '400-800-1234';

/** The 联系客服 dialog: the hotline and hours, with the venue named so the agent can find it. */
export function CustomerServiceDialog({ venueName, open, onClose }: { venueName: string; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="联系客服" footer={null} onCancel={onClose} width={420}>
      <div className={styles.service}>
        <CustomerServiceOutlined className={styles.serviceIcon} />
        <p>
          客服热线：<a href={`tel:${SERVICE_HOTLINE.replace(/-/g, '')}`}>{SERVICE_HOTLINE}</a>
        </p>
        <p className={styles.muted}>服务时间：每天 9:00-21:00</p>
        <p className={styles.muted}>咨询时请告知场地名称：{venueName}</p>
      </div>
    </Modal>
  );
}
