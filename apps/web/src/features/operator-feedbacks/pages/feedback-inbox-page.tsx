import type { OperatorFeedback } from '@vm/contracts/operator-console';
import { formatShanghaiTime } from '@vm/domain/business-date';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { paths } from '@/shared/paths';
import { QueryTable } from '@/shared/ui/query-table';
import { FEEDBACK_PAGE_SIZE, useFeedbacks, useHandleFeedback, type FeedbackFilter } from '../api/feedback-queries';

const REPLY_MAX = 500;

function Subject({ row }: { row: OperatorFeedback }) {
  if (row.venue)
    return (
      <Link to={paths.venue(row.venue.id)} target="_blank">
        {row.venue.name}
      </Link>
    );
  if (row.community)
    return (
      <Link to={paths.community(row.community.id)} target="_blank">
        {row.community.name}
      </Link>
    );
  return <span style={{ color: 'var(--ink-3)' }}>网站整体</span>;
}

/** /admin/operator/feedbacks: site suggestions and error reports; an operator marks each handled, with a reply to its author. */
export function FeedbackInboxPage() {
  const [status, setStatus] = useState<'open' | 'handled'>('open');
  const [type, setType] = useState<0 | 1 | 2>(0);
  const [page, setPage] = useState(1);
  const [handling, setHandling] = useState<OperatorFeedback | null>(null);
  const [reply, setReply] = useState('');
  const filter: FeedbackFilter = { status, page, ...(type ? { feedback_type: type } : {}) };
  const feedbacks = useFeedbacks(filter);
  const handle = useHandleFeedback();

  const columns: ColumnsType<OperatorFeedback> = [
    {
      title: '类型',
      dataIndex: 'feedback_type',
      width: 90,
      render: (value: number) => (value === 1 ? <Tag color="orange">纠错</Tag> : <Tag color="blue">建议</Tag>),
    },
    { title: '内容', dataIndex: 'content', render: (value: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span> },
    { title: '对象', key: 'subject', width: 160, render: (_: unknown, row) => <Subject row={row} /> },
    { title: '提交人', key: 'user', width: 130, render: (_: unknown, row) => `${row.user.name || '未命名'} ${row.user.mobile}` },
    { title: '提交时间', dataIndex: 'created_at', width: 140, render: (value: string) => formatShanghaiTime(value) },
    status === 'open'
      ? {
          title: '操作',
          key: 'actions',
          width: 100,
          render: (_: unknown, row) => (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                setHandling(row);
                setReply('');
              }}
            >
              处理
            </Button>
          ),
        }
      : { title: '回复', dataIndex: 'reply', width: 200, render: (value: string | null) => value ?? '—' },
  ];

  const submit = async () => {
    try {
      await handle.mutateAsync({ id: handling!.id, reply: reply.trim() });
      void toast.success('已处理');
      setHandling(null);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <OperatorFrame title="反馈与纠错" testId="operator-feedbacks-page">
      <Panel
        title="意见建议与信息纠错"
        extra={
          <Space>
            <Segmented<0 | 1 | 2>
              value={type}
              options={[
                { value: 0, label: '全部' },
                { value: 1, label: '纠错' },
                { value: 2, label: '建议' },
              ]}
              onChange={(value) => {
                setType(value);
                setPage(1);
              }}
            />
            <Segmented<'open' | 'handled'>
              value={status}
              options={[
                { value: 'open', label: '待处理' },
                { value: 'handled', label: '已处理' },
              ]}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
            />
          </Space>
        }
      >
        <QueryTable<OperatorFeedback>
          query={feedbacks}
          rowKey="id"
          size="middle"
          columns={columns}
          empty={status === 'open' ? '暂无待处理的反馈' : '暂无记录'}
          page={page}
          pageSize={FEEDBACK_PAGE_SIZE}
          onPageChange={setPage}
        />
      </Panel>
      <Modal
        open={handling !== null}
        title="处理反馈"
        okText="标记已处理"
        cancelText="取消"
        confirmLoading={handle.isPending}
        onOk={() => void submit()}
        onCancel={() => setHandling(null)}
        destroyOnHidden
      >
        <p style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 12, borderRadius: 6 }}>{handling?.content}</p>
        <Input.TextArea
          rows={4}
          maxLength={REPLY_MAX}
          showCount
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          placeholder="回复提交人（选填，将以站内信发送）"
          aria-label="回复内容"
        />
      </Modal>
    </OperatorFrame>
  );
}
