import type { RoleName as Role } from '@vm/contracts/accounts';
import { paths } from '../../app/paths';

export interface AdminMenuItem {
  to: string;
  label: string;
  /**
   * Supplier pages a child account sees only with this permission (`owner`: the supplier itself only);
   * without it a child sees the item whenever its group is shown.
   */
  supplier?: 'orders' | 'venues' | 'owner';
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
      { to: paths.groups(), label: '我的拼团' },
      { to: paths.enquiries(), label: '我的询价' },
      { to: paths.comments(), label: '我的评价' },
      { to: paths.myDemands(), label: '我的需求' },
      { to: paths.cart(), label: '购物车' },
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
      { to: paths.coupons(), label: '我的优惠券' },
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
  {
    title: '供应商中心',
    roles: ['property'],
    items: [
      { to: paths.supplierHome(), label: '供应商首页', supplier: 'orders' },
      { to: paths.supplierOrderItems(), label: '订单审核', supplier: 'orders' },
      { to: paths.supplierEnquiries(), label: '询价报价', supplier: 'venues' },
      { to: paths.supplierFinance(), label: '结算中心', supplier: 'owner' },
      { to: paths.supplierChildAccounts(), label: '子账号管理', supplier: 'owner' },
    ],
  },
  {
    title: '场地管理',
    roles: ['property'],
    items: [
      { to: paths.supplierCommunities(), label: '社区管理', supplier: 'venues' },
      { to: paths.supplierResources(), label: '场地与摊位', supplier: 'venues' },
      { to: paths.supplierPriceRules(), label: '价格规则', supplier: 'venues' },
    ],
  },
  // Platform staff. The first group keeps the title 平台运营 (审核与跟进: applications, demands follow-up,
  // feedback, alerts); features add their pages to the group of their kind.
  {
    title: '平台运营',
    roles: ['operator'],
    items: [
      { to: paths.operatorSupplierApplications(), label: '入驻审核' },
      { to: paths.operatorFeedbacks(), label: '反馈与纠错' },
      { to: paths.operatorAlerts(), label: '运营提醒' },
      { to: paths.operatorDemands(), label: '需求跟进' },
    ],
  },
  {
    title: '交易管理',
    roles: ['operator'],
    items: [
      { to: paths.operatorOrders(), label: '订单总览' },
      { to: paths.operatorTransfers(), label: '转账确认' },
      { to: paths.operatorRefunds(), label: '退款处理' },
      { to: paths.operatorCoupons(), label: '优惠券管理' },
      { to: paths.operatorGroupPurchases(), label: '拼团管理' },
      { to: paths.operatorBigOrders(), label: '大订单代下单' },
      { to: paths.operatorInvoices(), label: '发票开具' },
      { to: paths.operatorContracts(), label: '租赁合同' },
    ],
  },
  {
    title: '结算管理',
    roles: ['operator'],
    items: [
      { to: paths.operatorWithdrawals(), label: '提现审核' },
      { to: paths.operatorCommissionRules(), label: '佣金规则' },
      { to: paths.operatorFinance(), label: '财务概览' },
    ],
  },
  {
    title: '用户管理',
    roles: ['operator'],
    items: [{ to: paths.operatorUsers(), label: '用户与角色' }],
  },
  {
    title: '内容管理',
    roles: ['operator'],
    items: [
      { to: paths.operatorArticles(), label: '文章管理' },
      { to: paths.operatorHotWords(), label: '热门搜索词' },
      { to: paths.operatorCases(), label: '活动案例' },
      { to: paths.operatorPageContent(), label: '专题与首页' },
    ],
  },
  {
    title: '系统',
    roles: ['operator'],
    items: [
      { to: paths.operatorAuditLog(), label: '操作日志' },
      { to: paths.operatorNotifications(), label: '通知发送' },
    ],
  },
];

/**
 * The groups an account with these roles sees. A child account (`staff`, without the property role of
 * its own) also sees the supplier groups, limited to the items its permissions allow.
 */
export function adminMenuFor(roles: readonly Role[], staff?: SupplierStaff | null): AdminMenuGroup[] {
  const groups = ADMIN_MENU.filter((group) => !group.roles || group.roles.some((role) => roles.includes(role)));
  if (!staff || roles.includes('property')) return groups;
  const allowed = (item: AdminMenuItem) => item.supplier !== 'owner' && (!item.supplier || staff.permissions.includes(item.supplier));
  const staffGroups = ADMIN_MENU.filter((group) => group.roles?.includes('property') && !groups.includes(group))
    .map((group) => ({ ...group, items: group.items.filter(allowed) }))
    .filter((group) => group.items.length > 0);
  return [...groups, ...staffGroups];
}
