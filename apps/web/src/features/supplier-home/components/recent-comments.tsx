import type { SupplierComment } from '@vm/contracts/supplier-home';
import { formatShanghaiTime } from '@vm/domain/business-date';
import Button from 'antd/es/button';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Rate from 'antd/es/rate';
import Segmented from 'antd/es/segmented';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { COMMENTS_PAGE_SIZE, useReplyComment, useSupplierComments } from '../api/supplier-home-queries';
import styles from './supplier-home.module.css';

const REPLY_MAX = 500;

function ReplyBox({ comment }: { comment: SupplierComment }) {
  const reply = useReplyComment();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!text.trim()) {
      setError('请输入回复内容');
      return;
    }
    try {
      await reply.mutateAsync({ id: comment.id, reply: text.trim() });
      void toast.success('回复成功');
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  if (!open) {
    return (
      <Button size="small" onClick={() => setOpen(true)}>
        回复
      </Button>
    );
  }
  return (
    <div className={styles.replyBox}>
      <Input.TextArea
        autoFocus
        rows={2}
        maxLength={REPLY_MAX}
        showCount
        value={text}
        aria-label="回复内容"
        placeholder="感谢您的评价……（每条评价只能回复一次）"
        status={error ? 'error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <div role="alert" className={styles.replyError}>
          {error}
        </div>
      )}
      <div className={styles.replyActions}>
        <Button size="small" onClick={() => setOpen(false)} disabled={reply.isPending}>
          取消
        </Button>
        <Button size="small" type="primary" loading={reply.isPending} onClick={() => void send()}>
          提交回复
        </Button>
      </div>
    </div>
  );
}

/** Recent comments on the supplier's venues; each can be answered once, the answer showing under it. */
export function RecentComments() {
  const [onlyUnreplied, setOnlyUnreplied] = useState(false);
  const [page, setPage] = useState(1);
  const comments = useSupplierComments(onlyUnreplied ? '0' : undefined, page);

  return (
    <div data-testid="recent-comments">
      <Segmented<'all' | 'unreplied'>
        size="small"
        value={onlyUnreplied ? 'unreplied' : 'all'}
        options={[
          { value: 'all', label: '全部评价' },
          { value: 'unreplied', label: '待回复' },
        ]}
        onChange={(value) => {
          setOnlyUnreplied(value === 'unreplied');
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <QueryState
        query={comments}
        loading={<RowsSkeleton rows={1} />}
        isEmpty={(page) => page.data.length === 0}
        empty={onlyUnreplied ? '暂无待回复的评价' : '暂无评价'}
      >
        {(page) => (
          <ul className={styles.comments}>
            {page.data.map((comment) => (
              <li key={comment.id} className={styles.comment}>
                <div className={styles.commentHead}>
                  <strong>{comment.author_name}</strong>
                  <Rate disabled value={comment.score} style={{ fontSize: 12 }} />
                  <Link to={`/fields/${comment.top_physical_id}`} className={styles.commentVenue}>
                    {comment.field_name}
                  </Link>
                  <span className={styles.commentTime}>{formatShanghaiTime(comment.created_at)}</span>
                </div>
                <p className={styles.commentText}>{comment.content}</p>
                {comment.images.length > 0 && (
                  <Image.PreviewGroup>
                    <div className={styles.commentImages}>
                      {comment.images.map((url, index) => (
                        <Image key={url} src={url} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} alt={`评价图片${index + 1}`} />
                      ))}
                    </div>
                  </Image.PreviewGroup>
                )}
                {comment.reply ? (
                  <div className={styles.reply}>
                    <span>商家回复：</span>
                    {comment.reply}
                  </div>
                ) : (
                  <ReplyBox comment={comment} />
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {(comments.data?.total ?? 0) > COMMENTS_PAGE_SIZE && (
        <Pagination
          size="small"
          style={{ textAlign: 'right', marginTop: 8 }}
          current={page}
          pageSize={COMMENTS_PAGE_SIZE}
          total={comments.data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </div>
  );
}
