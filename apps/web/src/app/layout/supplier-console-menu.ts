import { paths } from '@/shared/paths';
import type { StaffMenuGroup } from './staff-menu';

/**
 * The supplier centre's side menu (/admin/supplier/…). One line per page: add a page by adding its
 * line to its group (e.g. `{ to: '/admin/supplier/finance', label: '财务', supplier: 'owner' }`).
 */
export const SUPPLIER_CONSOLE_MENU: StaffMenuGroup[] = [
  {
    title: '工作台',
    items: [
      { to: paths.supplierHome(), label: '供应商首页', supplier: 'orders' },
      { to: paths.supplierOrderItems(), label: '订单审核', supplier: 'orders' },
      { to: paths.supplierAfterSales(), label: '售后处理', supplier: 'orders' },
      { to: paths.supplierEnquiries(), label: '询价报价', supplier: 'venues' },
      { to: paths.supplierInsights(), label: '经营分析', supplier: 'orders' },
    ],
  },
  {
    title: '场地管理',
    items: [
      { to: paths.supplierCommunities(), label: '社区管理', supplier: 'venues' },
      { to: paths.supplierResources(), label: '场地与摊位', supplier: 'venues' },
      { to: paths.supplierPriceRules(), label: '价格规则', supplier: 'venues' },
    ],
  },
  {
    title: '账号与结算',
    items: [
      { to: paths.supplierFinance(), label: '结算中心', supplier: 'owner' },
      { to: paths.supplierChildAccounts(), label: '子账号管理', supplier: 'owner' },
    ],
  },
];
