import type { CouponReward } from '@vm/contracts/coupon-templates';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { errorMessage } from '@/shared/api/api-error';
import { couponYuan, thresholdText } from '@/shared/coupons/coupon-text';
import { toast } from '@/shared/ui/feedback';
import { Panel } from '@/shared/ui/page-frame';
import { useCouponRewards, useRewardCandidates, useSetCouponReward } from '../api/use-operator-coupons';

const NONE = 0;

/** 奖励券设置: which coupon the platform gives for a review of 15+ characters and for an email subscription. */
export function RewardCouponsPanel() {
  const rewards = useCouponRewards(true);
  const candidates = useRewardCandidates(true);
  const setReward = useSetCouponReward();

  const change = (reward: CouponReward, value: number) =>
    setReward.mutate(
      { purpose: reward.purpose, couponId: value === NONE ? null : value },
      { onSuccess: () => void toast.success('保存成功'), onError: (error) => void toast.error(errorMessage(error)) },
    );

  const options = [
    { value: NONE, label: '不发放' },
    ...(candidates.data ?? []).map((coupon) => ({
      value: coupon.coupon_id,
      label: `${coupon.text}（${couponYuan(coupon.amount)}，${thresholdText(coupon.min_goods_amount)}）`,
    })),
  ];
  return (
    <Panel title="奖励券设置">
      <p style={{ margin: '0 0 12px', color: '#86909c' }}>奖励券由平台发放（评价满15字每个子订单一次、首次订阅邮箱一次），不在领券中心展示。</p>
      <div style={{ display: 'grid', gap: 12 }} data-testid="reward-coupons">
        {(rewards.data ?? []).map((reward) => (
          <div key={reward.purpose} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <span style={{ width: 120 }}>{reward.purpose_name}</span>
            <Select<number>
              style={{ width: 360 }}
              value={reward.coupon_id ?? NONE}
              loading={candidates.isPending}
              disabled={setReward.isPending}
              options={
                reward.coupon_id && !options.some((option) => option.value === reward.coupon_id)
                  ? [...options, { value: reward.coupon_id, label: reward.text ?? '' }]
                  : options
              }
              onChange={(value) => change(reward, value)}
              aria-label={reward.purpose_name}
            />
            {reward.coupon_id !== null && (reward.available ? <Tag color="green">发放中</Tag> : <Tag>已停发或已领完</Tag>)}
          </div>
        ))}
      </div>
    </Panel>
  );
}
