import type { UserMessage } from '@vm/contracts/user-messages';
import Button from 'antd/es/button';
import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { pageFromParam } from '@/shared/catalogue/paged';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { PagedList } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { MESSAGES_PAGE_SIZE, useDeleteMessage, useMessages, useReadAllMessages, useReadMessage } from '../api/use-messages';
import { MessageItem } from '../components/message-item';

/** /admin/messages/index?tab=unread&page=: 站内信 — read one, read all, delete; the header badge follows. */
export function MessagesPage() {
  usePageTitle('我的消息');
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('tab') === 'unread';
  const page = pageFromParam(params.get('page'));
  const messages = useMessages(page, unreadOnly);
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const remove = useDeleteMessage();
  const busy = read.isPending || readAll.isPending || remove.isPending;
  const unreadCount = messages.data?.unread_count ?? 0;

  const go = (next: { unread?: boolean; page?: number }) => {
    const search = new URLSearchParams();
    if (next.unread) search.set('tab', 'unread');
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const failed = (error: unknown) => void toast.error(errorMessage(error));
  const onRead = (id: number) => read.mutate(id, { onError: failed });
  const onReadAll = () => readAll.mutate(undefined, { onSuccess: () => void toast.success('已全部标为已读'), onError: failed });
  const onDelete = async (message: UserMessage) => {
    const sure = await confirmDialog({ title: '确定删除这条消息吗？', content: '删除后无法恢复。', okText: '删除', okButtonProps: { danger: true } });
    if (sure) remove.mutate(message.id, { onSuccess: () => void toast.success('已删除'), onError: failed });
  };

  return (
    <AdminFrame title="我的消息" testId="messages-page">
      <Tabs
        activeKey={unreadOnly ? 'unread' : 'all'}
        onChange={(key) => go({ unread: key === 'unread' })}
        items={[
          { key: 'all', label: '全部消息' },
          { key: 'unread', label: unreadCount > 0 ? `未读消息（${unreadCount}）` : '未读消息' },
        ]}
        tabBarExtraContent={
          <Button size="small" disabled={unreadCount === 0 || busy} loading={readAll.isPending} onClick={onReadAll}>
            全部标为已读
          </Button>
        }
      />
      <PagedList
        query={messages}
        page={page}
        pageSize={MESSAGES_PAGE_SIZE}
        onPageChange={(next) => go({ unread: unreadOnly, page: next })}
        empty={unreadOnly ? '暂无未读消息' : '暂无消息'}
      >
        {(rows) => (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="message-list">
            {rows.map((message) => (
              <MessageItem key={message.id} message={message} busy={busy} onRead={onRead} onDelete={(target) => void onDelete(target)} />
            ))}
          </ul>
        )}
      </PagedList>
    </AdminFrame>
  );
}
