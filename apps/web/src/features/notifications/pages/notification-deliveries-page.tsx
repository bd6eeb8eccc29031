import type { NotificationDelivery } from '@vm/contracts/notifications';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { CHANNEL_NAMES, DELIVERY_STATUS_NAMES, MAX_DELIVERY_ATTEMPTS, type DeliveryStatus, type NotificationChannel } from '@vm/domain/notifications';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { DELIVERIES_PAGE_SIZE, useNotificationDeliveries, useRetryDelivery } from '../api/notification-queries';
import styles from './notifications.module.css';

const STATUS_COLORS: Record<DeliveryStatus, string> = { queued: 'blue', sending: 'gold', sent: 'green', dead: 'red' };
type StatusFilter = DeliveryStatus | 'all';
type ChannelFilter = NotificationChannel | 'all';

/**
 * /admin/operator/notifications (通知发送): every SMS and email the outbox holds, newest first, with
 * its status, attempts and last error; a dead one (all attempts failed) can be sent again.
 */
export function NotificationDeliveriesPage() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [page, setPage] = useState(1);
  const deliveries = useNotificationDeliveries({ page, ...(status === 'all' ? {} : { status }), ...(channel === 'all' ? {} : { channel }) });
  const retry = useRetryDelivery();
  const counts = deliveries.data?.counts;

  const onRetry = async (id: number) => {
    try {
      await retry.mutateAsync(id);
      void toast.success('已重新加入发送队列');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  const columns: ColumnsType<NotificationDelivery> = [
    { title: '时间', dataIndex: 'created_at', width: 130, render: (value: string) => formatShanghaiTime(value) },
    { title: '渠道', dataIndex: 'channel', width: 56, render: (value: NotificationChannel) => CHANNEL_NAMES[value] },
    { title: '接收方', dataIndex: 'address', width: 130, render: (value: string) => <span className={styles.body}>{value}</span> },
    {
      title: '内容',
      key: 'content',
      render: (_: unknown, row) => (
        <>
          <div>{row.subject}</div>
          <Typography.Paragraph className={styles.body} type="secondary" ellipsis={{ rows: 2, expandable: true, symbol: '展开' }} style={{ marginBottom: 0 }}>
            {row.body}
          </Typography.Paragraph>
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (value: DeliveryStatus) => <Tag color={STATUS_COLORS[value]}>{DELIVERY_STATUS_NAMES[value]}</Tag>,
    },
    { title: '次数', dataIndex: 'attempts', width: 56, render: (value: number) => `${value}/${MAX_DELIVERY_ATTEMPTS}` },
    {
      title: '最后错误 / 发送时间',
      key: 'outcome',
      width: 160,
      render: (_: unknown, row) =>
        row.status === 'sent' ? (
          formatShanghaiTime(row.sent_at)
        ) : row.last_error ? (
          <span className={styles.error}>{row.last_error}</span>
        ) : row.status === 'queued' ? (
          `下次：${formatShanghaiTime(row.next_attempt_at)}`
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 72,
      fixed: 'right',
      render: (_: unknown, row) =>
        row.status === 'dead' ? (
          <Popconfirm title="重新发送这条通知？" okText="重试" cancelText="取消" onConfirm={() => onRetry(row.id)}>
            <Button size="small" type="primary" loading={retry.isPending && retry.variables === row.id}>
              重试
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  const statusOptions = (['all', 'queued', 'sending', 'sent', 'dead'] as const).map((value) => ({
    value,
    label: value === 'all' ? '全部' : `${DELIVERY_STATUS_NAMES[value]}${counts ? ` ${counts[value]}` : ''}`,
  }));

  return (
    <OperatorFrame title="通知发送" testId="operator-notifications-page">
      <Panel
        title="短信与邮件通知"
        extra={
          <Space wrap size={8}>
            <Segmented<ChannelFilter>
              value={channel}
              options={[
                { value: 'all', label: '全部渠道' },
                { value: 'sms', label: '短信' },
                { value: 'email', label: '邮件' },
              ]}
              onChange={(value) => {
                setChannel(value);
                setPage(1);
              }}
            />
            <Segmented<StatusFilter>
              value={status}
              options={statusOptions}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
            />
          </Space>
        }
      >
        <QueryTable<NotificationDelivery>
          query={deliveries}
          rowKey="id"
          size="middle"
          columns={columns}
          scroll={{ x: 900 }}
          empty="暂无通知"
          page={page}
          pageSize={DELIVERIES_PAGE_SIZE}
          onPageChange={setPage}
        />
      </Panel>
    </OperatorFrame>
  );
}
