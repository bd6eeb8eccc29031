import { COUPON_TEMPLATE_STATUS_LABELS, type OperatorCoupon } from '@vm/contracts/coupon-templates';
import { PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useCurrentUser } from '@/shared/auth/session';
import { couponYuan, thresholdText } from '@/shared/coupons/coupon-text';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useOperatorCouponMutations, useOperatorCoupons, type OperatorCouponsFilter } from '../api/use-operator-coupons';
import { CouponNav } from '../components/coupon-nav';
import { CouponTemplateForm } from '../components/coupon-template-form';
import { RewardCouponsPanel } from '../components/reward-coupons-panel';

type StatusFilter = 'all' | 'active' | 'stopped';

function columns(onEdit: (coupon: OperatorCoupon) => void, onToggle: (coupon: OperatorCoupon) => void): ColumnsType<OperatorCoupon> {
  return [
    {
      title: '名称',
      dataIndex: 'text',
      width: 190,
      render: (text: string, row) => (
        <Space size={4} wrap>
          {text}
          {row.is_default && <Tag color="orange">默认</Tag>}
          {row.is_welfare && <Tag color="magenta">福利</Tag>}
        </Space>
      ),
    },
    { title: '面额 / 门槛', key: 'value', width: 140, render: (_: unknown, row) => `${couponYuan(row.amount)} / ${thresholdText(row.min_goods_amount)}` },
    { title: '适用范围', dataIndex: 'scope_text', width: 170, ellipsis: true },
    { title: '有效期', dataIndex: 'validity_text', width: 160 },
    { title: '积分', dataIndex: 'consumption_point', width: 60, align: 'right', render: (value: number) => (value > 0 ? value : '—') },
    { title: '已领 / 总量', key: 'received', width: 100, align: 'right', render: (_: unknown, row) => `${row.received_count} / ${row.total_quantity}` },
    {
      title: '已用/未用/过期',
      key: 'usage',
      width: 120,
      align: 'right',
      render: (_: unknown, row) => `${row.used_count} / ${row.unused_count} / ${row.expired_count}`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: OperatorCoupon['status']) => <Tag color={status === 'active' ? 'green' : 'default'}>{COUPON_TEMPLATE_STATUS_LABELS[status]}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(row)}>
            编辑
          </Button>
          <Button type="link" size="small" danger={row.status === 'active'} onClick={() => onToggle(row)}>
            {row.status === 'active' ? '停止发放' : '恢复发放'}
          </Button>
        </Space>
      ),
    },
  ];
}

/** /admin/operator/coupons: platform staff create, edit, stop and watch the coupons on offer. */
export function OperatorCouponsPage() {
  usePageTitle('优惠券管理');
  const { user, isLoading } = useCurrentUser();
  const isOperator = user?.roles.includes('operator') ?? false;
  const [status, setStatus] = useState<StatusFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OperatorCoupon | null | undefined>(undefined);
  const filter: OperatorCouponsFilter = { status: status === 'all' ? undefined : status, keyword: keyword || undefined, page };
  const coupons = useOperatorCoupons(filter, isOperator);
  const mutations = useOperatorCouponMutations();

  if (!isLoading && !isOperator) {
    return (
      <PageFrame crumbs={[{ label: '优惠券管理' }]}>
        <Result status="403" title="无权访问" subTitle="优惠券管理仅限平台运营人员使用" />
      </PageFrame>
    );
  }

  const toggle = async (coupon: OperatorCoupon) => {
    const stopping = coupon.status === 'active';
    const sure = await confirmDialog({
      title: stopping ? '停止发放' : '恢复发放',
      content: `确定${stopping ? '停止' : '恢复'}发放「${coupon.text}」吗？已领取的优惠券不受影响。`,
    });
    if (!sure) return;
    try {
      await mutations.setStatus.mutateAsync({ id: coupon.coupon_id, action: stopping ? 'stop' : 'start' });
      void toast.success(stopping ? '已停止发放' : '已恢复发放');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <PageFrame crumbs={[{ label: '优惠券管理' }]} testId="operator-coupons-page">
      <CouponNav />
      <Panel
        title="优惠券管理"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新建优惠券
          </Button>
        }
      >
        <Space style={{ marginBottom: 16 }} wrap>
          <Segmented<StatusFilter>
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: '全部' },
              { value: 'active', label: '发放中' },
              { value: 'stopped', label: '已停止' },
            ]}
          />
          <Input.Search
            allowClear
            placeholder="搜索优惠券名称"
            maxLength={40}
            style={{ width: 240 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
          />
        </Space>
        <QueryTable<OperatorCoupon>
          query={coupons}
          spinWhile="pending"
          rowKey="coupon_id"
          size="middle"
          columns={columns(setEditing, (coupon) => void toggle(coupon))}
          empty="暂无数据"
          page={page}
          pageSize={10}
          onPageChange={setPage}
          scroll={{ x: 1150 }}
        />
      </Panel>
      <RewardCouponsPanel />
      <CouponTemplateForm
        open={editing !== undefined}
        coupon={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => (editing ? mutations.update.mutateAsync({ id: editing.coupon_id, patch: body }) : mutations.create.mutateAsync(body))}
      />
    </PageFrame>
  );
}
