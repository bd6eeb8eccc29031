import { GiftOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { authUrl } from '@/shared/auth/safe-redirect';
import { useToken } from '@/shared/auth/token-store';
import { COUPON_PATHS, useCouponOffers, useRefreshCoupons } from '@/shared/coupons/coupon-api';
import { CouponTicket } from '../components/coupon-ticket';
import { noticeDialog, toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageBanner, PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useClaimWelfare } from '../api/use-coupon-queries';
import { CouponNav } from '../components/coupon-nav';
import gridStyles from '../components/coupon-grid.module.css';
import { WelfareRulesModal } from '../components/welfare-rules-modal';
import styles from './welfare-page.module.css';

export const WELFARE_SUCCESS = '恭喜领取成功！';

/** /welfare: the platform's welfare coupons, claimed all at once. */
export function WelfarePage() {
  usePageTitle('福利中心');
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const [rulesOpen, setRulesOpen] = useState(false);
  const offers = useCouponOffers(COUPON_PATHS.offers, { is_welfare: 1, page: 1, page_size: 50 });
  const claim = useClaimWelfare();
  const refresh = useRefreshCoupons();
  const list = offers.data?.data ?? [];
  const claimable = list.filter((offer) => offer.can_receive && !offer.is_received);

  const claimAll = async () => {
    if (!token) {
      await navigate(authUrl(`${location.pathname}${location.search}`));
      return;
    }
    try {
      const result = await claim.mutateAsync(claimable.map((offer) => offer.coupon_id));
      void toast.success(WELFARE_SUCCESS, 2.5);
      const failed = result.results.filter((item) => !item.success);
      if (failed.length > 0) {
        const names = new Map(list.map((offer) => [offer.coupon_id, offer.text]));
        await noticeDialog('warning', {
          title: `已领取${result.received}张，${failed.length}张未能领取`,
          content: (
            <ul className={styles.failures}>
              {failed.map((item) => (
                <li key={item.coupon_id}>{`${names.get(item.coupon_id) ?? item.coupon_id}：${item.msg}`}</li>
              ))}
            </ul>
          ),
        });
      }
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnauthorized)) await noticeDialog('error', { title: '领取失败', content: errorMessage(error) });
    }
    await refresh();
  };

  const allTaken = token !== null && list.length > 0 && claimable.length === 0;
  return (
    <PageFrame crumbs={[{ label: '福利中心' }]} testId="welfare-page">
      {token && <CouponNav />}
      <PageBanner title="福利中心" text="平台限时福利券，一键领取，下单立减">
        <div className={styles.actions}>
          <Button
            type="primary"
            size="large"
            icon={<GiftOutlined />}
            loading={claim.isPending}
            disabled={allTaken || list.length === 0}
            onClick={() => void claimAll()}
          >
            {allTaken ? '已全部领取' : '一键领取'}
          </Button>
          <Button type="link" onClick={() => setRulesOpen(true)}>
            活动规则
          </Button>
        </div>
      </PageBanner>
      <Panel title="本期福利券">
        <QueryState query={offers} loading={<RowsSkeleton rows={2} />} isEmpty={(answer) => answer.data.length === 0} empty="暂无可领取的福利券">
          {(answer) => (
            <div className={gridStyles.grid}>
              {answer.data.map((offer) => (
                <CouponTicket
                  key={offer.coupon_id}
                  amount={offer.amount}
                  minGoodsAmount={offer.min_goods_amount}
                  title={offer.text}
                  scopeText={offer.scope_text}
                  validityText={offer.validity_text}
                  action={
                    <span className={offer.is_received ? styles.taken : styles.open}>
                      {offer.is_received ? '已领取' : offer.can_receive ? '可领取' : '已领完'}
                    </span>
                  }
                  testId="welfare-coupon"
                />
              ))}
            </div>
          )}
        </QueryState>
      </Panel>
      <WelfareRulesModal open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </PageFrame>
  );
}
