import type { GroupPurchase } from '@vm/contracts/group-buys';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { GROUP_STATUS_NAMES, type GroupStatus } from '@vm/domain/group-buys';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { OperatorFrame, useIsOperator } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { OPERATOR_GROUPS_PAGE_SIZE, useOpenGroup, useOperatorGroups } from '../api/group-queries';
import { OpenGroupDialog } from '../components/open-group-dialog';

type Filter = GroupStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: '全部' },
  ...(['open', 'closed', 'succeeded', 'failed'] as const).map((status) => ({ value: status, label: GROUP_STATUS_NAMES[status] })),
];
const COLOR: Record<GroupStatus, string> = { open: 'orange', closed: 'blue', succeeded: 'green', failed: 'default' };

const COLUMNS: ColumnsType<GroupPurchase> = [
  { title: 'ID', dataIndex: 'id', width: 60 },
  {
    title: '场地 / 档期',
    key: 'venue',
    render: (_: unknown, row) => (
      <>
        <Link to={paths.groupView(row.id)}>
          {row.community_name} · {row.field_name}
        </Link>
        <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>
          {row.size} · {row.lease_term_type} · {row.dates.join('、')}
        </div>
      </>
    ),
  },
  {
    title: '拼团价 / 原价',
    key: 'price',
    width: 150,
    render: (_: unknown, row) => (
      <>
        <strong>{formatYuan(row.price)}</strong>
        <div style={{ color: 'var(--ink-3)', fontSize: 12 }}>
          <del>{formatYuan(row.origin_price)}</del>
        </div>
      </>
    ),
  },
  {
    title: '已支付 / 成团 / 最多',
    key: 'members',
    width: 140,
    render: (_: unknown, row) => `${row.number_of_group_purchase_now} / ${row.min_members} / ${row.max_members}`,
  },
  { title: '截止时间', dataIndex: 'deadline', width: 140, render: (value: string) => formatShanghaiTime(value) },
  { title: '状态', dataIndex: 'status', width: 90, render: (status: GroupStatus) => <Tag color={COLOR[status]}>{GROUP_STATUS_NAMES[status]}</Tag> },
];

/** /admin/operator/group-purchases: platform staff list the group buys and open new ones. */
export function OperatorGroupsPage() {
  const isOperator = useIsOperator();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [opening, setOpening] = useState(false);
  const groups = useOperatorGroups(filter === 'all' ? undefined : filter, page, isOperator);
  const openGroup = useOpenGroup();

  return (
    <OperatorFrame title="拼团管理" testId="operator-groups-page">
      <Panel
        title="拼团活动"
        extra={
          <div style={{ display: 'flex', gap: 12 }}>
            <Segmented<Filter>
              value={filter}
              options={FILTERS}
              onChange={(value) => {
                setFilter(value);
                setPage(1);
              }}
            />
            <Button type="primary" onClick={() => setOpening(true)} data-testid="open-group">
              发起拼团
            </Button>
          </div>
        }
      >
        <QueryTable<GroupPurchase>
          query={groups}
          rowKey="id"
          size="middle"
          columns={COLUMNS}
          empty="暂无拼团"
          page={page}
          pageSize={OPERATOR_GROUPS_PAGE_SIZE}
          onPageChange={setPage}
        />
      </Panel>
      <OpenGroupDialog open={opening} onClose={() => setOpening(false)} onSubmit={(body) => openGroup.mutateAsync(body)} />
    </OperatorFrame>
  );
}
