import { useComments } from '@/features/venues/api/use-venue-detail';
import { SectionState } from '../shared/section-state';
import { SimplePager } from '@/shared/ui/simple-pager';
import styles from './venue-sections.module.css';

function Stars({ score }: { score: number }) {
  const full = Math.max(0, Math.min(5, Math.round(score)));
  return (
    <span className={styles.stars} aria-label={`${score}星`}>
      {'★'.repeat(full)}
      <span className={styles.starsOff}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** 用户评价: paged comments (GET physical_resources/{id}/comments, from page 1). */
export function VenueComments({ physicalId, page, onPage }: { physicalId: number; page: number; onPage: (page: number) => void }) {
  const comments = useComments(physicalId, page);
  const data = comments.data;
  if (!data) {
    return <SectionState kind={comments.isError ? 'error' : 'loading'}>{comments.isError ? '评价加载失败，请稍后再试' : '评价加载中…'}</SectionState>;
  }
  if (data.total === 0) return <SectionState kind="empty">暂无评价</SectionState>;
  return (
    <div aria-busy={comments.isFetching}>
      <p className={styles.summaryLine}>
        综合评分 <strong>{data.average_score.toFixed(1)}</strong> <Stars score={data.average_score} /> · 共 {data.total} 条评价
      </p>
      <ul className={styles.comments} data-testid="comment-list">
        {data.data.map((comment) => (
          <li key={comment.id}>
            <div className={styles.commentHead}>
              {comment.user.avatar ? <img src={comment.user.avatar} alt="" className={styles.avatar} /> : <span className={styles.avatar} />}
              <strong>{comment.user.name}</strong>
              <Stars score={comment.score} />
              <span className={styles.muted}>{comment.created_at.slice(0, 10)}</span>
            </div>
            <p className={styles.commentText}>{comment.content}</p>
            {comment.images.length > 0 && (
              <div className={styles.commentImages}>
                {comment.images.slice(0, 6).map((image) => (
                  <img key={image.pic_url} src={image.pic_url} alt="评价图片" loading="lazy" />
                ))}
              </div>
            )}
            <p className={styles.muted}>
              {comment.size} {comment.lease_term_type}
            </p>
            {comment.reply && <p className={styles.reply}>场地方回复：{comment.reply}</p>}
          </li>
        ))}
      </ul>
      <SimplePager label="评价分页" page={page} total={data.total} pageSize={data.page_size} onChange={onPage} />
    </div>
  );
}
