import Modal from 'antd/es/modal';

const RULES = [
  '福利券由平台发放，每个账号每种福利券限领一张，领完即止。',
  '点击“一键领取”可领取当前全部可领的福利券，已领取或已领完的福利券不会重复发放。',
  '福利券领取后可在“我的优惠券”中查看，请在有效期内使用，过期作废。',
  '下单时订单金额（适用场地部分）满足使用门槛即可抵扣，每笔订单限用一张优惠券。',
  '订单未支付取消或被驳回时，优惠券将退回您的账户；已过有效期的优惠券不予退回。',
  '优惠券不可兑换现金、不设找零；如有疑问请联系平台客服。',
];

/** The welfare page's rules (活动规则). */
export function WelfareRulesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title="活动规则" open={open} onCancel={onClose} onOk={onClose} okText="我知道了" cancelButtonProps={{ style: { display: 'none' } }}>
      <ol style={{ paddingLeft: 20, lineHeight: 1.9 }}>
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </Modal>
  );
}
