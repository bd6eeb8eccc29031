import type { GroupPurchase } from '@vm/contracts/group-buys';
import { GROUP_FLAG, GROUP_MESSAGES, membersToMinimum } from '@vm/domain/group-buys';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/shared/paths';
import { saveCheckoutSelection } from '@/shared/cart/checkout-selection';
import { SafeImage } from '@/shared/catalogue/safe-image';
import { useGroup } from '@/shared/group-buys/group-api';
import { GroupCountdown } from '@/shared/group-buys/group-countdown';
import { GroupRules } from '@/shared/group-buys/group-rules';
import { OtherGroups } from '@/shared/group-buys/other-groups';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import styles from './group-view-page.module.css';

const STATUS_COLOR: Record<GroupPurchase['status'], string> = { open: 'orange', closed: 'blue', succeeded: 'green', failed: 'default' };

/** Joining is ordering the group's line through the normal checkout (the server prices it at the group price). */
function joinSelection(group: GroupPurchase) {
  return {
    lines: [
      {
        id: group.selling_resource_id,
        count: 1,
        dates: group.dates.map((date) => ({ term_type_id: group.lease_term_type_id, date })),
        group_purchase_id: group.id,
      },
    ],
    cartItemIds: [],
    physicalResourceIds: [group.top_physical_id],
  };
}

function JoinBlock({ group }: { group: GroupPurchase }) {
  const navigate = useNavigate();
  if (group.flag !== GROUP_FLAG.open) {
    return (
      <div className={styles.ended} data-testid="group-ended">
        {group.status === 'succeeded' ? '拼团已成功，' : ''}
        {GROUP_MESSAGES.ended}
      </div>
    );
  }
  const full = group.seats_left <= 0;
  return (
    <div className={styles.join}>
      <Button
        type="primary"
        size="large"
        disabled={full}
        data-testid="join-group"
        onClick={() => {
          const selection = joinSelection(group);
          saveCheckoutSelection(selection);
          void navigate(paths.checkout(selection.physicalResourceIds, [], selection.lines));
        }}
      >
        {full ? '名额已被占满' : `立即参团 ${formatYuan(group.total_price)}`}
      </Button>
      <span className={styles.joinHint}>{full ? '有未支付的参团订单释放名额后可再参团' : `剩余 ${group.seats_left} 个名额 · 每人限购1份`}</span>
    </div>
  );
}

/** /groups/view/{id}: a group buy — the venue, its price, progress and countdown, the rules, and joining. */
export function GroupViewPage() {
  usePageTitle('拼团详情');
  const id = Number(useParams().id);
  const group = useGroup(id, { refetchMs: 10_000 });

  return (
    <PageFrame crumbs={[{ label: '拼团', to: paths.groups() }, { label: '拼团详情' }]} testId="group-view-page">
      <QueryState query={group} loading={<RowsSkeleton rows={4} />}>
        {(loaded) => <GroupView g={loaded} />}
      </QueryState>
    </PageFrame>
  );
}

/** The loaded group buy: venue, price, progress, countdown, joining, rules and the other groups. */
function GroupView({ g }: { g: GroupPurchase }) {
  const percent = Math.round((g.number_of_group_purchase_now / g.max_members) * 100);
  const missing = membersToMinimum(g);

  return (
    <>
      <section className={styles.hero}>
        <SafeImage src={g.pic_url} alt={g.field_name} className={styles.image} />
        <div className={styles.body}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>
              {g.community_name} · {g.field_name}
            </h1>
            <Tag color={STATUS_COLOR[g.status]} data-testid="group-status">
              {g.status_name}
            </Tag>
          </div>
          <p className={styles.meta}>
            规格 {g.size}
            {g.custom_dimension ? `（${g.custom_dimension}）` : ''} · {g.lease_term_type} · 共 {g.dates.length} 个档期
          </p>
          <p className={styles.dates}>档期：{g.dates.join('、')}</p>
          <div className={styles.priceBox}>
            <span>
              拼团价 <strong className={styles.price}>{formatYuan(g.total_price)}</strong>
            </span>
            <del className={styles.origin}>原价 {formatYuan(g.total_origin_price)}</del>
            <span className={styles.unit}>
              （{formatYuan(g.price)}/{g.lease_term_type.includes('天') ? '天' : '期'}，押金 {formatYuan(g.deposit)}）
            </span>
          </div>
          <div className={styles.progress} data-testid="group-progress">
            <Progress percent={percent} showInfo={false} strokeColor="var(--brand)" />
            <span>
              已拼 <strong data-testid="group-members">{g.number_of_group_purchase_now}</strong>/{g.max_members} 人 · {g.min_members} 人成团
              {g.flag === GROUP_FLAG.open && (missing > 0 ? `，还差 ${missing} 人` : '，已达成团人数')}
            </span>
          </div>
          {g.flag === GROUP_FLAG.open && (
            <p className={styles.countdown}>
              距拼团截止还剩 <GroupCountdown deadline={g.deadline} className={styles.countdownValue} />
            </p>
          )}
          <JoinBlock group={g} />
        </div>
      </section>
      <Panel title="拼团规则">
        <GroupRules group={g} />
      </Panel>
      <Panel title="其他拼团">
        <OtherGroups excludeId={g.id} />
      </Panel>
    </>
  );
}
