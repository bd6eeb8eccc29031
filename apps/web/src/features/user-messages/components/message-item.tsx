import type { UserMessage } from '@vm/contracts/user-messages';
import Button from 'antd/es/button';
import { Link } from 'react-router';
import { messageLink } from './message-link';
import styles from './message-item.module.css';

interface MessageItemProps {
  message: UserMessage;
  onRead: (id: number) => void;
  onDelete: (message: UserMessage) => void;
  busy: boolean;
}

/** One message: an unread dot, title and time, the text, and what can be done with it. */
export function MessageItem({ message, onRead, onDelete, busy }: MessageItemProps) {
  const unread = message.is_read === 0;
  const link = messageLink(message);
  return (
    <li className={unread ? `${styles.item} ${styles.unread}` : styles.item} data-testid="message-item" data-read={unread ? '0' : '1'}>
      <span className={styles.dot} aria-label={unread ? '未读' : '已读'} />
      <div className={styles.content}>
        <div className={styles.head}>
          <strong className={styles.title}>{message.title}</strong>
          <time className={styles.time}>{message.created_at.slice(0, 16).replace('T', ' ')}</time>
        </div>
        <p className={styles.body}>{message.body}</p>
        <div className={styles.actions}>
          {link && (
            <Link to={link} onClick={() => unread && onRead(message.id)}>
              查看详情
            </Link>
          )}
          {unread && (
            <Button type="link" size="small" disabled={busy} onClick={() => onRead(message.id)}>
              标为已读
            </Button>
          )}
          <Button type="link" size="small" danger disabled={busy} onClick={() => onDelete(message)}>
            删除
          </Button>
        </div>
      </div>
    </li>
  );
}
