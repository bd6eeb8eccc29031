import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { SafeImage } from '@/shared/catalogue/safe-image';
import { LoadError } from '@/shared/ui/load-state';
import { useCaseDetail, type CaseFilter } from '../api/case-queries';
import { CASE_DIALOG_PICTURES, caseParagraphs } from './case-content';
import styles from './case-detail-modal.module.css';
import { paths } from '@/shared/paths';

interface CaseDetailModalProps {
  /** The case shown; null keeps the dialog closed. */
  caseId: number | null;
  filter: CaseFilter;
  onNavigate: (id: number) => void;
  onClose: () => void;
}

/** A case in a dialog: 4 pictures, the story, and 上一个/下一个 through the list (last_id / next_id). */
export function CaseDetailModal({ caseId, filter, onNavigate, onClose }: CaseDetailModalProps) {
  const query = useCaseDetail(caseId, filter);
  const detail = query.data;
  const stale = query.isPlaceholderData;
  const pictures = detail
    ? [detail.cover_pic_url, ...detail.images.map((image) => image.pic_url)].filter((url, index, all) => url && all.indexOf(url) === index)
    : [];

  return (
    <Modal
      open={caseId !== null}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      title={null}
      footer={
        <div className={styles.footer}>
          <Button icon={<LeftOutlined />} disabled={!detail?.last_id || stale} onClick={() => detail?.last_id && onNavigate(detail.last_id)}>
            上一个
          </Button>
          <span className={styles.position}>{detail?.type.name ?? ''}</span>
          <Button disabled={!detail?.next_id || stale} onClick={() => detail?.next_id && onNavigate(detail.next_id)}>
            下一个 <RightOutlined />
          </Button>
        </div>
      }
    >
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !detail ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <article data-testid="case-detail" aria-busy={stale}>
          <header className={styles.head}>
            <h2 className={styles.title}>{detail.title}</h2>
            <div className={styles.meta}>
              <Tag color="orange">{detail.type.name}</Tag>
              <span>品牌：{detail.brand}</span>
              <span>城市：{detail.city_name}</span>
              <span>时间：{detail.held_on}</span>
              {detail.community_id && detail.community_name && <Link to={paths.community(detail.community_id)}>场地：{detail.community_name}</Link>}
            </div>
          </header>
          <div className={styles.pictures}>
            {pictures.slice(0, CASE_DIALOG_PICTURES).map((url, index) => (
              <SafeImage key={url} src={url} alt={`${detail.title}（图${index + 1}）`} />
            ))}
          </div>
          <div className={styles.body}>
            {(caseParagraphs(detail.content).length > 0 ? caseParagraphs(detail.content) : [detail.summary]).map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        </article>
      )}
    </Modal>
  );
}
