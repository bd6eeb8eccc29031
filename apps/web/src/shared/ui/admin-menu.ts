import type { RoleName as Role } from '@vm/contracts/accounts';
import { paths } from '../../app/paths';

export interface AdminMenuItem {
  to: string;
  label: string;
}

export interface AdminMenuGroup {
  title: string;
  /** Shown only to accounts holding one of these roles; absent = every logged-in account. */
  roles?: Role[];
  items: AdminMenuItem[];
}

/**
 * The member centre's side menu. A feature adds its admin pages here, so every admin page shows the
 * same menu; the route itself still checks the role.
 */
export const ADMIN_MENU: AdminMenuGroup[] = [
  {
    title: '订单中心',
    items: [
      { to: paths.orders(), label: '我的订单' },
      { to: paths.enquiries(), label: '我的询价' },
      { to: paths.cart(), label: '购物车' },
    ],
  },
  {
    title: '资产中心',
    items: [
      { to: paths.wallet(), label: '我的钱包' },
      { to: paths.coupons(), label: '我的优惠券' },
      { to: paths.points(), label: '我的积分' },
    ],
  },
  {
    title: '账户设置',
    items: [
      { to: paths.payPassword(), label: '支付密码' },
      { to: paths.contacts(), label: '常用联系人' },
    ],
  },
  {
    title: '供应商中心',
    roles: ['property'],
    items: [{ to: paths.supplierOrderItems(), label: '订单审核' }],
  },
  {
    title: '场地管理',
    roles: ['property'],
    items: [
      { to: '/admin/supplier/communities', label: '社区管理' },
      { to: '/admin/supplier/resources', label: '场地与摊位' },
      { to: '/admin/supplier/price-rules', label: '价格规则' },
    ],
  },
  {
    title: '平台运营',
    roles: ['operator'],
    items: [
      { to: paths.operatorTransfers(), label: '转账确认' },
      { to: paths.operatorSupplierApplications(), label: '入驻审核' },
      { to: paths.operatorCoupons(), label: '优惠券管理' },
    ],
  },
];

/** The groups an account with these roles sees. */
export function adminMenuFor(roles: readonly Role[]): AdminMenuGroup[] {
  return ADMIN_MENU.filter((group) => !group.roles || group.roles.some((role) => roles.includes(role)));
}
