/**
 * Every page address of the web app, in one place: links, navigate() calls and redirects build their
 * URLs here, and the route table (app/*-routes.tsx) declares the same addresses. Features and shared
 * modules may import this file (and nothing else of app/, see eslint.config.js).
 */

import type { OrderLine } from '@vm/contracts/order-payload';

type Query = string | URLSearchParams | Record<string, string | number>;

/** The UTF-8 bytes of `text` in base64url (no padding): safe in a query without escaping. */
function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `path?query`, or `path` alone when the query is empty. */
function withQuery(path: string, query?: Query): string {
  const search = query === undefined ? '' : typeof query === 'string' ? query : new URLSearchParams(query as Record<string, string>).toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  // Discovery
  home: () => '/home/index',
  /** The venue list, optionally with filters (`keyword=…`, `navigation=1&category_ids=3`, …). */
  venueList: (query?: Query) => withQuery('/fieldslist', query),
  venue: (topPhysicalId: number) => `/fields/${topPhysicalId}`,
  panorama: (url: string) => `/fields/panorama?url=${encodeURIComponent(url)}`,
  proprietaryVenues: () => '/fields/proprietary',
  proprietaryActivities: () => '/activities/proprietary',
  activity: (topPhysicalId: number) => `/activities/${topPhysicalId}`,
  /** A community's page; `from` names the list the visitor came from (breadcrumb). */
  community: (communityId: number, from?: 'proprietary' | 'activity') => withQuery(`/community/${communityId}`, from ? { from } : undefined),
  adSearch: (query?: Query) => withQuery('/advs/index', query),
  cities: () => '/cities/list',
  cases: () => '/theme/case',
  themes: () => '/theme/index',
  services: () => '/service/index',
  service: (id: number) => `/service/view/${id}`,
  /** A facilitator's own service profile (服务商资料). */
  myServiceProfile: () => '/admin/service/profile',
  welfare: () => '/welfare',

  // Company content: help centre, news, recruitment, company info (articles)
  help: (typeId?: number) => withQuery('/help/index', typeId ? { type: typeId } : undefined),
  /** The company help page: the help centre's content under the company pages. */
  companyHelp: () => '/company/help',
  companyNews: () => '/company/news',
  industryNews: () => '/company/news?tab=industry',
  article: (id: number) => `/articles/${id}`,
  /** 用户协议 (user) and 隐私政策 (privacy), edited by the operator as articles. */
  agreement: (key: 'user' | 'privacy') => `/agreements/${key}`,
  recruitment: () => '/recruitment/index',
  companyInfo: (tab?: number) => withQuery('/company/info', tab ? { tab } : undefined),
  homeInfo: (type?: 1 | 2 | 3) => withQuery('/home/info', type ? { type } : undefined),
  // Demands (需求大厅)
  /** The hall, optionally with its filters (`page_city_id=90&min_single_field_budget=1000`). */
  demandHall: (query?: Query) => withQuery('/demand/hall', query),
  /** The demand form, optionally preselected (`community_resource_id`, `physical_resource_id`, `city_ids`, `community_type_ids`). */
  demandCreate: (query?: Query) => withQuery('/demand/create', query),
  demandSuccess: (demandId: number) => `/demand/success/${demandId}`,

  // Accounts
  login: () => '/auth/code-login',
  /** A company's public page (企业主页): the company and its venues. */
  company: (companyId: number) => `/company/view/${companyId}`,
  register: () => '/auth/register',
  /** Where WeChat / QQ send the browser back after the person confirmed (code and state in the query). */
  oauthCallback: (provider: 'wechat' | 'qq') => `/auth/oauth/${provider}/callback`,
  /** A first WeChat / QQ login binds a mobile here. */
  bindMobile: () => '/auth/bind-mobile',

  // Ordering
  cart: () => '/cart',
  /**
   * `cart_items` names the cart lines being settled, so the checkout also opens in a new tab (from the server's cart);
   * `lines` (立即预订, 参团, an enquiry's quote) carries the order lines themselves (base64url of their JSON), for the same reason.
   */
  checkout: (physicalResourceIds: readonly number[], cartItemIds: readonly number[] = [], lines: readonly OrderLine[] = []) =>
    `/orders/confirm?physical_resource_ids=${[...new Set(physicalResourceIds)].join(',')}${cartItemIds.length > 0 ? `&cart_items=${[...new Set(cartItemIds)].join(',')}` : ''}${lines.length > 0 ? `&lines=${base64Url(JSON.stringify(lines))}` : ''}`,
  payment: (orderId: number) => `/orders/payment/${orderId}`,
  paid: (orderId: number) => `/orders/paid/${orderId}`,
  /** The buyer's orders, optionally filtered (`status=submitted`, `page=1`). */
  orders: (query?: Query) => withQuery('/admin/orders/index', query),
  orderView: (orderId: number) => `/admin/orders/view/${orderId}`,
  orderProvideInfo: (orderId: number) => `/admin/orders/provide-info/${orderId}`,
  commentEdit: (orderItemId: number) => `/admin/comments/edit/${orderItemId}`,
  /** The buyer's reviews: 待评价 (`tab=pending`, the default) or 已评价 (`tab=done`). */
  comments: (query?: Query) => withQuery('/admin/comments/index', query),
  enquiries: () => '/admin/enquiry/index',
  myDemands: () => '/admin/demands/index',
  /** The buyer's group-buy orders, optionally filtered (`status=submitted`). */
  groups: (query?: Query) => withQuery('/admin/groups/index', query),
  groupView: (groupId: number) => `/groups/view/${groupId}`,

  // Member centre
  contacts: () => '/admin/profile/contact',
  companyProfile: () => '/admin/profile/company',
  profile: () => '/admin/profile/index',
  loginPassword: () => '/admin/profile/password',
  notificationSettings: () => '/admin/profile/notifications',
  addresses: () => '/admin/profile/address',
  /** Invoices: 开票申请 (the default), 我的发票 (`tab=invoices`) or 发票抬头 (`tab=titles`). */
  invoices: (query?: Query) => withQuery('/admin/invoices', query),
  messages: () => '/admin/messages/index',
  favorites: () => '/admin/favorites/index',
  /** 已购资源: venues the buyer booked, to book again. */
  purchasedResources: () => '/admin/purchased/index',
  wallet: () => '/admin/wallets/index',
  payPassword: (query?: Query) => withQuery('/admin/wallets/pay-pwd', query),
  modifyPayPassword: () => '/admin/wallets/modify-pwd',
  coupons: () => '/admin/coupons/index',
  /** The buyer's after-sales cases (售后), optionally filtered (`status=arbitration`). */
  afterSales: (query?: Query) => withQuery('/admin/after-sales/index', query),
  afterSalesView: (id: number) => `/admin/after-sales/view/${id}`,
  points: () => '/admin/points/index',

  // Suppliers and operators
  /** Becoming a supplier (1), agent (2) or facilitator (3): the home info page's tab. */
  supplierJoin: (type: 1 | 2 | 3 = 1) => `/home/info?type=${type}`,
  supplierHome: () => '/admin/supplier/index',
  supplierOrderItems: () => '/admin/supplier/order-items',
  supplierEnquiries: () => '/admin/supplier/enquiries',
  supplierChildAccounts: () => '/admin/supplier/child-accounts',
  supplierCommunities: () => '/admin/supplier/communities',
  supplierResources: () => '/admin/supplier/resources',
  supplierPriceRules: () => '/admin/supplier/price-rules',
  supplierFinance: () => '/admin/supplier/finance',
  supplierAfterSales: (query?: Query) => withQuery('/admin/supplier/after-sales', query),
  supplierAfterSalesView: (id: number) => `/admin/supplier/after-sales/${id}`,
  supplierInsights: () => '/admin/supplier/insights',
  operatorInsights: () => '/admin/operator/insights',
  operatorTransfers: () => '/admin/operator/transfers',
  operatorCoupons: () => '/admin/operator/coupons',
  operatorInvoices: () => '/admin/operator/invoices',
  operatorContracts: () => '/admin/operator/contracts',
  operatorSupplierApplications: () => '/admin/operator/supplier-applications',
  operatorFeedbacks: () => '/admin/operator/feedbacks',
  operatorAlerts: () => '/admin/operator/alerts',
  operatorOrders: () => '/admin/operator/orders',
  operatorRefunds: () => '/admin/operator/refunds',
  operatorUsers: () => '/admin/operator/users',
  operatorArticles: () => '/admin/operator/articles',
  operatorArticleEdit: (id?: number) => (id ? `/admin/operator/articles/${id}/edit` : '/admin/operator/articles/new'),
  operatorHotWords: () => '/admin/operator/hot-words',
  operatorSearchSynonyms: () => '/admin/operator/search-synonyms',
  operatorCases: () => '/admin/operator/cases',
  operatorPageContent: () => '/admin/operator/page-content',
  operatorAuditLog: () => '/admin/operator/audit-log',
  operatorNotifications: () => '/admin/operator/notifications',
  operatorDemands: () => '/admin/operator/demands',
  operatorGroupPurchases: () => '/admin/operator/group-purchases',
  operatorBigOrders: () => '/admin/operator/big-orders',
  operatorWithdrawals: () => '/admin/operator/withdrawals',
  operatorCommissionRules: () => '/admin/operator/commission-rules',
  operatorFinance: () => '/admin/operator/finance',
  /** 平台介入: after-sales cases the operator decides. */
  operatorAfterSales: (query?: Query) => withQuery('/admin/operator/after-sales', query),
  operatorAfterSalesView: (id: number) => `/admin/operator/after-sales/${id}`,
  operatorDepositClaims: () => '/admin/operator/deposit-claims',
} as const;
