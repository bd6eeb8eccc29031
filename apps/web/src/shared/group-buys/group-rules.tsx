import type { GroupPurchase } from '@vm/contracts/group-buys';
import { formatShanghaiTime } from '@vm/domain/business-date';
import styles from './group-buys.module.css';

/**
 * 拼团规则 (docs/spec/business-rules.md "Group buys"): what joining means, as the group page and the payment page
 * state it for this group.
 */
export function GroupRules({ group }: { group: Pick<GroupPurchase, 'min_members' | 'max_members' | 'deadline'> }) {
  return (
    <ol className={styles.rules} data-testid="group-rules">
      <li>每人限购1份，按拼团价下单；支付成功后计入参团人数，未支付的订单不计入。</li>
      <li>
        截止时间 {formatShanghaiTime(group.deadline)} 前满 {group.min_members} 人即拼团成功，订单进入供应商审核；满 {group.max_members} 人即满员截止。
      </li>
      <li>截止时未达到 {group.min_members} 人则拼团失败，已支付的订单全额原路退款，使用的优惠券和积分同时退还。</li>
      <li>拼团订单仅支持余额支付、支付宝在线支付和扫码支付，不支持对公转账。</li>
      <li>拼团进行中已支付的订单不可取消；拼团结束后未支付的订单自动取消。</li>
    </ol>
  );
}
