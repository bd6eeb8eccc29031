import type { RoleName as Role } from '@vm/contracts/accounts';
import { paths } from '@/shared/paths';

export interface AdminMenuItem {
  to: string;
  label: string;
  /**
   * Supplier pages a child account sees only with this permission (`owner`: the supplier itself only);
   * without it a child sees the item whenever its group is shown.
   */
  supplier?: 'orders' | 'venues' | 'owner';
  /** Shown only to accounts holding one of these roles. */
  roles?: Role[];
  /** Not shown to accounts holding one of these roles (an operator has no cart, group buys or coupons). */
  hiddenFor?: Role[];
}

/** A child account acting for a supplier (GET supplier_account): it sees the supplier groups by permission. */
export interface SupplierStaff {
  permissions: readonly ('orders' | 'venues')[];
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
      { to: paths.groups(), label: '我的拼团', hiddenFor: ['operator'] },
      { to: paths.enquiries(), label: '我的询价' },
      { to: paths.comments(), label: '我的评价' },
      { to: paths.afterSales(), label: '售后' },
      { to: paths.purchasedResources(), label: '已购资源' },
      { to: paths.myDemands(), label: '我的需求' },
      { to: paths.cart(), label: '购物车', hiddenFor: ['operator'] },
    ],
  },
  {
    title: '消息与收藏',
    items: [
      { to: paths.messages(), label: '我的消息' },
      { to: paths.favorites(), label: '我的收藏' },
    ],
  },
  {
    title: '资产中心',
    items: [
      { to: paths.wallet(), label: '我的钱包' },
      { to: paths.coupons(), label: '我的优惠券', hiddenFor: ['operator'] },
      { to: paths.points(), label: '我的积分' },
    ],
  },
  {
    title: '账户设置',
    items: [
      { to: paths.profile(), label: '个人资料' },
      { to: paths.companyProfile(), label: '企业信息' },
      { to: paths.loginPassword(), label: '登录密码' },
      { to: paths.notificationSettings(), label: '通知设置' },
      { to: paths.payPassword(), label: '支付密码' },
      { to: paths.contacts(), label: '常用联系人' },
      { to: paths.addresses(), label: '收货地址' },
      { to: paths.invoices(), label: '发票管理' },
    ],
  },
  // The staff consoles have their own frames (app/layout/staff-console-layout.tsx); the member centre
  // only links to them.
  {
    title: '工作台',
    roles: ['property', 'operator', 'agent'],
    items: [
      { to: paths.supplierHome(), label: '供应商中心', roles: ['property'] },
      // An agent runs the same back office for the owners it represents, under its own name.
      { to: paths.supplierHome(), label: '代理商中心', roles: ['agent'], hiddenFor: ['property'] },
      { to: paths.operatorOrders(), label: '运营后台', roles: ['operator'] },
    ],
  },
  // A facilitator (服务商) keeps its service profile, listed on /service/index.
  {
    title: '服务商中心',
    roles: ['facilitator'],
    items: [
      { to: paths.myServiceProfile(), label: '服务商资料' },
      { to: paths.services(), label: '服务商列表' },
    ],
  },
];

/**
 * The groups an account with these roles sees. A supplier's child account (`supplierStaff`, without the
 * property role of its own) also sees the link to the supplier centre.
 */
export function adminMenuFor(roles: readonly Role[], options: { supplierStaff?: boolean } = {}): AdminMenuGroup[] {
  const holds = (wanted: readonly Role[]) => wanted.some((role) => roles.includes(role)) || (options.supplierStaff === true && wanted.includes('property'));
  return ADMIN_MENU.filter((group) => !group.roles || holds(group.roles))
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => (!item.roles || holds(item.roles)) && !(item.hiddenFor && item.hiddenFor.some((role) => roles.includes(role)))),
    }))
    .filter((group) => group.items.length > 0);
}
