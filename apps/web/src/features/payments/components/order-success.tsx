import type { PaymentOrder } from '@vm/contracts/orders';
import { formatYuan } from '@vm/domain/money';
import { CheckCircleFilled } from '@ant-design/icons';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '@/shared/ui/page-frame';
import { OrderDetailTable } from './order-detail-table';
import styles from './order-success.module.css';
import { RecommendedVenues } from './recommended-venues';
import { ReviewPrompt } from './review-prompt';
import { OtherGroups } from '@/shared/group-buys/other-groups';
import { paths } from '@/shared/paths';

/** The platform's own company page (about us) among the success page's links. */
export const PLATFORM_COMPANY_ID = 1;

const LINKS = [
  { to: paths.contacts(), label: '管理常用联系人' },
  { to: paths.companyProfile(), label: '完善企业信息' },
  { to: paths.services(), label: '寻找活动服务商' },
  { to: `/company/view/${PLATFORM_COMPANY_ID}`, label: '关于平台' },
];

/**
 * The order success and result page (docs/spec/product-spec.md "Ordering and payment"): amount, order number,
 * contact and details, the supplementary-info form, review-for-coupon prompt, recommended venues and
 * the links onward.
 */
export function OrderSuccess({ order, infoForm }: { order: PaymentOrder; infoForm: ReactNode }) {
  const groupId = order.group_purchase_id ?? null;
  return (
    <div data-testid="order-success">
      <section className={styles.result}>
        <CheckCircleFilled className={styles.icon} />
        <div className={styles.resultBody}>
          {groupId !== null ? (
            <>
              <h1 className={styles.title}>支付成功，您已成功参团</h1>
              <p className={styles.subtitle}>
                拼团成功后订单将提交供应商审核；截止时未成团将全额原路退款。<Link to={paths.groupView(groupId)}>查看拼团进度</Link>
              </p>
            </>
          ) : (
            <>
              <h1 className={styles.title}>支付成功，订单已提交供应商审核</h1>
              <p className={styles.subtitle}>供应商将在24小时内完成审核，审核结果会通过短信通知您。</p>
            </>
          )}
          <dl className={styles.facts}>
            <div>
              <dt>支付金额</dt>
              <dd className={styles.amount} data-testid="success-amount">
                {formatYuan(order.actual_fee)}
              </dd>
            </div>
            <div>
              <dt>订单号</dt>
              <dd data-testid="success-order-num">{order.order_num}</dd>
            </div>
            <div>
              <dt>联系人</dt>
              <dd>
                {order.contact} {order.mobile}
              </dd>
            </div>
          </dl>
          <OrderDetailTable lines={order.resources} />
          <div className={styles.actions}>
            <Link to={paths.orders()}>
              <Button type="primary">查看我的订单</Button>
            </Link>
            <Link to={paths.home()}>
              <Button>继续逛逛</Button>
            </Link>
          </div>
        </div>
      </section>

      <Panel title="补充订单信息">{infoForm}</Panel>

      {groupId !== null ? (
        <Panel title="其他拼团">
          <OtherGroups excludeId={groupId} />
        </Panel>
      ) : (
        <Panel title="评价有礼">
          <ReviewPrompt />
        </Panel>
      )}

      <Panel title="为您推荐">
        <RecommendedVenues />
      </Panel>

      <nav className={styles.links} aria-label="更多服务">
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
