import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../shared/auth/require-login';
import { lazyPage } from './lazy-page';

const FeedbackInboxPage = lazyPage(() => import('../features/operator-feedbacks/pages/feedback-inbox-page'), 'FeedbackInboxPage');
const OperatorUsersPage = lazyPage(() => import('../features/operator-users/pages/operator-users-page'), 'OperatorUsersPage');
const OperatorOrdersPage = lazyPage(() => import('../features/operator-orders/pages/operator-orders-page'), 'OperatorOrdersPage');
const OperatorRefundsPage = lazyPage(() => import('../features/operator-orders/pages/operator-refunds-page'), 'OperatorRefundsPage');
const OperatorAlertsPage = lazyPage(() => import('../features/operator-orders/pages/operator-alerts-page'), 'OperatorAlertsPage');
const OperatorInvoicesPage = lazyPage(() => import('../features/operator-invoices/pages/operator-invoices-page'), 'OperatorInvoicesPage');
const OperatorContractsPage = lazyPage(() => import('../features/contracts/pages/operator-contracts-page'), 'OperatorContractsPage');
const AuditLogPage = lazyPage(() => import('../features/operator-audit/pages/audit-log-page'), 'AuditLogPage');
const ArticlesAdminPage = lazyPage(() => import('../features/content-admin/pages/articles-admin-page'), 'ArticlesAdminPage');
const ArticleEditPage = lazyPage(() => import('../features/content-admin/pages/article-edit-page'), 'ArticleEditPage');
const HotWordsPage = lazyPage(() => import('../features/content-admin/pages/hot-words-page'), 'HotWordsPage');
const SearchSynonymsPage = lazyPage(() => import('../features/content-admin/pages/search-synonyms-page'), 'SearchSynonymsPage');
const CasesAdminPage = lazyPage(() => import('../features/content-admin/pages/cases-admin-page'), 'CasesAdminPage');
const OperatorWithdrawalsPage = lazyPage(() => import('../features/operator-finance/pages/operator-withdrawals-page'), 'OperatorWithdrawalsPage');
const CommissionRulesPage = lazyPage(() => import('../features/operator-finance/pages/commission-rules-page'), 'CommissionRulesPage');
const OperatorFinancePage = lazyPage(() => import('../features/operator-finance/pages/operator-finance-page'), 'OperatorFinancePage');
const OperatorInsightsPage = lazyPage(() => import('../features/insights/pages/operator-insights-page'), 'OperatorInsightsPage');
const NotificationDeliveriesPage = lazyPage(() => import('../features/notifications/pages/notification-deliveries-page'), 'NotificationDeliveriesPage');
const PageContentPage = lazyPage(() => import('../features/content-admin/pages/page-content-page'), 'PageContentPage');

const staff = (path: string, element: ReactNode): RouteObject => ({ path, element: <RequireLogin>{element}</RequireLogin> });

/**
 * The operator console (issue 14). Transfers, coupons and supplier applications live with their features' routes.
 * Every `admin/operator/…` page is drawn in the operator console's own layout (staff-console-routes.tsx); its
 * menu is the list of layout/operator-console-menu.ts.
 */
export const operatorRoutes: RouteObject[] = [
  staff('admin/operator/feedbacks', <FeedbackInboxPage />),
  staff('admin/operator/users', <OperatorUsersPage />),
  staff('admin/operator/orders', <OperatorOrdersPage />),
  staff('admin/operator/refunds', <OperatorRefundsPage />),
  staff('admin/operator/alerts', <OperatorAlertsPage />),
  staff('admin/operator/invoices', <OperatorInvoicesPage />),
  staff('admin/operator/contracts', <OperatorContractsPage />),
  staff('admin/operator/audit-log', <AuditLogPage />),
  staff('admin/operator/articles', <ArticlesAdminPage />),
  staff('admin/operator/articles/new', <ArticleEditPage />),
  staff('admin/operator/articles/:id/edit', <ArticleEditPage />),
  staff('admin/operator/hot-words', <HotWordsPage />),
  staff('admin/operator/search-synonyms', <SearchSynonymsPage />),
  staff('admin/operator/cases', <CasesAdminPage />),
  staff('admin/operator/page-content', <PageContentPage />),
  staff('admin/operator/withdrawals', <OperatorWithdrawalsPage />),
  staff('admin/operator/commission-rules', <CommissionRulesPage />),
  staff('admin/operator/finance', <OperatorFinancePage />),
  staff('admin/operator/insights', <OperatorInsightsPage />),
  staff('admin/operator/notifications', <NotificationDeliveriesPage />),
];
