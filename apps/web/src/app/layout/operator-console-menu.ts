import { paths } from '@/shared/paths';
import type { StaffMenuGroup } from './staff-menu';

/**
 * The operator console's side menu (/admin/operator/…). One line per page: add a page by adding its
 * line to its group (e.g. `{ to: '/admin/operator/withdrawals', label: '提现' }` under 交易管理).
 */
export const OPERATOR_CONSOLE_MENU: StaffMenuGroup[] = [
  {
    title: '平台运营',
    items: [
      { to: paths.operatorInsights(), label: '数据分析' },
      { to: paths.operatorSupplierApplications(), label: '入驻审核' },
      { to: paths.operatorFeedbacks(), label: '反馈与纠错' },
      { to: paths.operatorAlerts(), label: '运营提醒' },
      { to: paths.operatorDemands(), label: '需求跟进' },
    ],
  },
  {
    title: '交易管理',
    items: [
      { to: paths.operatorOrders(), label: '订单总览' },
      { to: paths.operatorTransfers(), label: '转账确认' },
      { to: paths.operatorRefunds(), label: '退款处理' },
      { to: paths.operatorAfterSales(), label: '平台介入' },
      { to: paths.operatorDepositClaims(), label: '押金争议' },
      { to: paths.operatorCoupons(), label: '优惠券管理' },
      { to: paths.operatorGroupPurchases(), label: '拼团管理' },
      { to: paths.operatorBigOrders(), label: '大订单代下单' },
      { to: paths.operatorInvoices(), label: '发票开具' },
      { to: paths.operatorContracts(), label: '租赁合同' },
    ],
  },
  {
    title: '结算管理',
    items: [
      { to: paths.operatorWithdrawals(), label: '提现审核' },
      { to: paths.operatorCommissionRules(), label: '佣金规则' },
      { to: paths.operatorFinance(), label: '财务概览' },
    ],
  },
  {
    title: '用户管理',
    items: [{ to: paths.operatorUsers(), label: '用户与角色' }],
  },
  {
    title: '内容管理',
    items: [
      { to: paths.operatorArticles(), label: '文章管理' },
      { to: paths.operatorHotWords(), label: '热门搜索词' },
      { to: paths.operatorSearchSynonyms(), label: '搜索同义词' },
      { to: paths.operatorCases(), label: '活动案例' },
      { to: paths.operatorPageContent(), label: '专题与首页' },
    ],
  },
  {
    title: '系统',
    items: [
      { to: paths.operatorAuditLog(), label: '操作日志' },
      { to: paths.operatorNotifications(), label: '通知发送' },
    ],
  },
];
