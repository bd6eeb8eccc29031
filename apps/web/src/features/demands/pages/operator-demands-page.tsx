import type { OperatorDemand } from '@vm/contracts/demands';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { DEMAND_FOLLOW_UP_NEXT, DEMAND_STATUSES, DEMAND_STATUS_NAMES, type DemandStatus } from '@vm/domain/demands';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useCurrentUser } from '@/shared/auth/session';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { QueryTable } from '@/shared/ui/query-table';
import { OPERATOR_DEMANDS_PAGE_SIZE, useDemandOptions, useOperatorDemands, type OperatorDemandsFilter } from '../api/demand-queries';
import { DemandReceivers } from '../components/demand-receivers';
import { acceptedText, demandAreas, demandBudget, demandDates } from '../components/demand-text';
import { FollowUpDialog } from '../components/follow-up-dialog';
import styles from './operator-demands-page.module.css';

const STATUS_COLORS = { open: 'blue', contacted: 'green', closed: 'default' } as const;
type StatusFilter = DemandStatus | 'all';

function columns(onFollow: (demand: OperatorDemand) => void): ColumnsType<OperatorDemand> {
  return [
    { title: '提交时间', dataIndex: 'created_at', width: 130, render: (value: string) => formatShanghaiTime(value) },
    {
      title: '联系人',
      key: 'contact',
      width: 130,
      render: (_: unknown, row) => (
        <>
          <div>{row.name}</div>
          <div className={styles.sub}>{row.mobile}</div>
        </>
      ),
    },
    { title: '产品', dataIndex: 'product', render: (value: string, row) => (row.is_home ? <Tag>首页快速需求</Tag> : value) },
    { title: '城市', key: 'cities', width: 110, render: (_: unknown, row) => row.cities.map((city) => city.name).join('、') },
    { title: '预算', key: 'budget', width: 120, render: (_: unknown, row) => (row.is_home ? '—' : demandBudget(row)) },
    { title: '承接', key: 'accepted', width: 90, render: (_: unknown, row) => (row.is_home ? '—' : acceptedText(row)) },
    { title: '状态', dataIndex: 'status', width: 80, render: (value: DemandStatus) => <Tag color={STATUS_COLORS[value]}>{DEMAND_STATUS_NAMES[value]}</Tag> },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_: unknown, row) =>
        DEMAND_FOLLOW_UP_NEXT[row.status].length > 0 ? (
          <Button size="small" type="primary" onClick={() => onFollow(row)}>
            跟进
          </Button>
        ) : (
          <span className={styles.sub}>已关闭</span>
        ),
    },
  ];
}

function DemandDetails({ demand }: { demand: OperatorDemand }) {
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <dt>发布账号</dt>
        <dd>
          {demand.owner.name || '未填写'} {demand.owner.mobile}
        </dd>
        {!demand.is_home && (
          <>
            <dt>活动时间</dt>
            <dd>{demandDates(demand)}</dd>
            <dt>需求面积</dt>
            <dd>{demandAreas(demand)}</dd>
            <dt>社区类型</dt>
            <dd>{demand.community_types.map((type) => type.name).join('、') || '不限'}</dd>
            <dt>需求描述</dt>
            <dd>{demand.ex_description || '—'}</dd>
          </>
        )}
      </dl>
      {!demand.is_home && <DemandReceivers receivers={demand.receivers ?? []} />}
      <h4 className={styles.subhead}>跟进记录</h4>
      {demand.follow_ups.length === 0 ? (
        <p className={styles.sub}>暂无跟进记录</p>
      ) : (
        <ol className={styles.history}>
          {demand.follow_ups.map((step, index) => (
            <li key={index}>
              {formatShanghaiTime(step.created_at)} {step.operator}：{DEMAND_STATUS_NAMES[step.from_status]} → {DEMAND_STATUS_NAMES[step.to_status]}，
              {step.note}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** /admin/operator/demands: every demand with filters; staff move it open → contacted → closed with a note. */
export function OperatorDemandsPage() {
  usePageTitle('需求跟进');
  const { user, isLoading } = useCurrentUser();
  const isOperator = user?.roles.includes('operator') ?? false;
  const [status, setStatus] = useState<StatusFilter>('open');
  const [cityId, setCityId] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [following, setFollowing] = useState<OperatorDemand | null>(null);
  const options = useDemandOptions();
  const filter: OperatorDemandsFilter = {
    page,
    ...(status !== 'all' ? { status } : {}),
    ...(cityId ? { city_id: cityId } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const demands = useOperatorDemands(filter, isOperator);

  if (!isLoading && !isOperator) {
    return (
      <AdminFrame title="需求跟进">
        <Result status="403" title="无权访问" subTitle="需求跟进仅限平台运营人员使用" />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title="需求跟进" testId="operator-demands-page">
      <Panel
        title="需求跟进"
        extra={
          <Segmented<StatusFilter>
            value={status}
            options={[{ value: 'all', label: '全部' }, ...DEMAND_STATUSES.map((value) => ({ value, label: DEMAND_STATUS_NAMES[value] }))]}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
        }
      >
        <div className={styles.filters}>
          <Select
            aria-label="城市"
            value={cityId}
            style={{ width: 140 }}
            options={[{ value: 0, label: '全部城市' }, ...(options.data?.cities ?? []).map((city) => ({ value: city.id, label: city.name }))]}
            onChange={(value: number) => {
              setCityId(value);
              setPage(1);
            }}
          />
          <Input.Search
            aria-label="搜索需求"
            placeholder="联系人、手机号或产品"
            allowClear
            maxLength={30}
            style={{ width: 260 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
          />
        </div>
        <QueryTable<OperatorDemand>
          query={demands}
          rowKey="id"
          size="middle"
          columns={columns(setFollowing)}
          expandable={{ expandedRowRender: (row) => <DemandDetails demand={row} /> }}
          empty="暂无需求"
          page={page}
          pageSize={OPERATOR_DEMANDS_PAGE_SIZE}
          onPageChange={setPage}
          pagerOptions={{ hideOnSinglePage: true }}
        />
      </Panel>
      <FollowUpDialog demand={following} onClose={() => setFollowing(null)} />
    </AdminFrame>
  );
}
