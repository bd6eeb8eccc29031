/**
 * Every TanStack Query key of the web app, per resource, in one place. A resource's `all` is the prefix
 * of all its keys: a change invalidates `all` and every list, detail and count of it is read again. A
 * key that depends on who asks ends with the session's key — an opaque stand-in for the token, never the
 * token itself (keys show up in warnings, devtools and error reports) — so a new login never shows the last
 * person's data.
 *
 *   useQuery({ queryKey: queryKeys.addresses.all, … })
 *   queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all })
 */
import { sessionKey } from '../auth/token-store';

type Token = string | null;

const users = {
  /** The logged-in user and everything read under users/current (badge, bindings). */
  current: ['users', 'current'] as const,
  me: (token: Token) => ['users', 'current', sessionKey(token)] as const,
  badgeInfo: ['users', 'current', 'badge_info'] as const,
  badgeInfoOf: (token: Token) => ['users', 'current', 'badge_info', sessionKey(token)] as const,
  orderingNoticed: ['users', 'ordering_noticed'] as const,
  oauthBindings: ['users', 'current', 'oauth_bindings'] as const,
};

const coupons = {
  all: ['coupons'] as const,
  offers: (path: string, query: unknown, token: Token) => ['coupons', 'offers', path, query, sessionKey(token)] as const,
  checkout: (physicalResourceIds: readonly number[]) => ['coupons', 'checkout', physicalResourceIds] as const,
  mine: (status: unknown, page: number, pageSize: number, token: Token) => ['coupons', 'mine', status, page, pageSize, sessionKey(token)] as const,
  points: (page: number, pageSize: number, token: Token) => ['coupons', 'points', page, pageSize, sessionKey(token)] as const,
  operator: ['coupons', 'operator'] as const,
  operatorList: (filter: unknown) => ['coupons', 'operator', filter] as const,
  rewards: ['coupons', 'operator', 'rewards'] as const,
  rewardCandidates: ['coupons', 'operator', 'reward-candidates'] as const,
};

const groupBuys = {
  all: ['group-buys'] as const,
  detail: (id: number | null | undefined) => ['group-buys', 'detail', id] as const,
  others: (excludeId: number | null | undefined, page: number) => ['group-buys', 'others', excludeId, page] as const,
  mine: (status: string, page: number) => ['group-buys', 'mine', status, page] as const,
  operator: (status: string, page: number) => ['group-buys', 'operator', status, page] as const,
};

const operator = {
  articles: ['operator', 'articles'] as const,
  articleList: (filter: unknown) => ['operator', 'articles', filter] as const,
  article: (id: number | undefined) => ['operator', 'articles', 'one', id] as const,
  hotWords: ['operator', 'hot_words'] as const,
  searchSynonyms: ['operator', 'search_synonyms'] as const,
  activityCases: ['operator', 'activity_cases'] as const,
  activityCaseList: (keyword: string, page: number) => ['operator', 'activity_cases', keyword, page] as const,
  contentBlock: (key: string) => ['operator', 'content_blocks', key] as const,
  notificationDeliveries: ['operator', 'notification-deliveries'] as const,
  notificationDeliveryList: (filter: unknown) => ['operator', 'notification-deliveries', filter] as const,
  auditLog: (filter: unknown, page: number) => ['operator', 'audit_logs', filter, page] as const,
  feedbacks: ['operator', 'feedbacks'] as const,
  feedbackList: (filter: unknown) => ['operator', 'feedbacks', filter] as const,
  invoices: ['operator', 'invoices'] as const,
  invoiceList: (status: string, page: number) => ['operator', 'invoices', status, page] as const,
  orders: (filter: unknown, page: number) => ['operator', 'orders', filter, page] as const,
  refunds: ['operator', 'refunds'] as const,
  refundList: (status: string, page: number) => ['operator', 'refunds', status, page] as const,
  alerts: ['operator', 'alerts'] as const,
  alertList: (page: number) => ['operator', 'alerts', page] as const,
  transfers: ['operator', 'transfers'] as const,
  transferList: (status: string, page: number) => ['operator', 'transfers', status, page] as const,
  users: ['operator', 'users'] as const,
  userList: (filter: unknown) => ['operator', 'users', filter] as const,
  supplierOptions: (keyword: string) => ['operator', 'users', 'suppliers', keyword] as const,
  /** Withdrawals to pay, commission rules and the finance overview. */
  settlement: {
    all: ['operator', 'settlement'] as const,
    withdrawals: (status: string, page: number) => ['operator', 'settlement', 'withdrawals', status, page] as const,
    rules: ['operator', 'settlement', 'rules'] as const,
    ruleHistory: ['operator', 'settlement', 'rules', 'history'] as const,
    overview: ['operator', 'settlement', 'overview'] as const,
  },
};

/** The public catalogue: venue search, details, recommendations, filter options, home counters. */
const venues = {
  search: (activeKey: string) => ['venues', 'search', activeKey] as const,
  module: (cityId: number, extra: unknown) => ['venues', 'module', cityId, extra] as const,
  detail: (topPhysicalId: number, token: Token) => ['venues', 'detail', topPhysicalId, sessionKey(token)] as const,
  comments: (physicalId: number, page: number) => ['venues', 'comments', physicalId, page] as const,
  sales: (topPhysicalId: number, page: number) => ['venues', 'sales', topPhysicalId, page] as const,
  recommends: (params: unknown) => ['venues', 'recommends', params] as const,
  nearby: (communityId: number | undefined, page: number, cityId: number | undefined) => ['venues', 'nearby', communityId, page, cityId] as const,
  options: (key: readonly unknown[]) => ['venues', 'options', ...key] as const,
  counter: (path: string, query: unknown) => ['venues', 'counter', path, query] as const,
};

/** The supplier's finance: balance, earnings, income, bank accounts, withdrawals. */
const supplierFinance = {
  all: ['supplier', 'finance'] as const,
  balance: ['supplier', 'finance', 'balance'] as const,
  earnings: (status: string, month: string, page: number) => ['supplier', 'finance', 'earnings', status, month, page] as const,
  income: ['supplier', 'finance', 'income'] as const,
  bankAccounts: ['supplier', 'finance', 'bank_accounts'] as const,
  withdrawals: (page: number) => ['supplier', 'finance', 'withdrawals', page] as const,
};

/** The option lists of the supplier's venue form (kept apart from the catalogue's, which may be landed in the HTML). */
const supplierVenueOptions = {
  cities: ['supplier-venues', 'cities'] as const,
  districts: (cityId: number | null | undefined) => ['supplier-venues', 'districts', cityId] as const,
  tradingAreas: (cityId: number | null | undefined) => ['supplier-venues', 'trading_areas', cityId] as const,
  subwayLines: (cityId: number | null | undefined) => ['supplier-venues', 'subway_lines', cityId] as const,
  labels: ['supplier-venues', 'labels'] as const,
  locationTypes: ['supplier-venues', 'location_types'] as const,
  communityTypes: ['supplier-venues', 'community_types'] as const,
  categories: ['supplier-venues', 'categories'] as const,
  categoryAttributes: (categoryId: number | null | undefined) => ['supplier-venues', 'category_attributes', categoryId] as const,
};

export const queryKeys = {
  users,
  cities: ['cities'] as const,
  siteConfig: ['site-config'] as const,
  regions: {
    provinces: ['regions', 'provinces'] as const,
    cities: (provinceId: number | null | undefined) => ['regions', 'cities', provinceId] as const,
    districts: (cityId: number | null | undefined) => ['regions', 'districts', cityId] as const,
  },
  fastSearch: {
    suggestions: (keyword: string, cityId: number) => ['fast-search', keyword, cityId] as const,
    picker: (keyword: string, cityId: number) => ['fast-search', 'picker', keyword, cityId] as const,
  },
  hotWords: { all: ['hot_words'] as const, ofCity: (cityId: number) => ['hot_words', cityId] as const },
  footerHot: (kind: string, cityId: number) => ['footer-hot', kind, cityId] as const,
  searchHistories: (token: Token) => ['search_histories', sessionKey(token)] as const,
  boothPicker: (topPhysicalId: number | null) => ['booth-picker', topPhysicalId] as const,
  boothCalendar: (sellingResourceId: number, leaseTermId: number, start: string, end: string) =>
    ['selling_resources', sellingResourceId, 'calendar', leaseTermId, start, end] as const,
  activities: {
    detail: (topPhysicalId: number) => ['activities', 'detail', topPhysicalId] as const,
    proprietary: (params: unknown) => ['activities', 'proprietary', params] as const,
  },
  advs: (params: unknown) => ['advs', params] as const,
  articleTypes: { ofKind: (kind: string) => ['article_types', kind] as const, all: ['article_types', 'all'] as const },
  articles: {
    all: ['articles'] as const,
    withContent: (articleTypeId: number | undefined) => ['articles', 'content', articleTypeId] as const,
    news: (filter: unknown) => ['articles', 'news', filter] as const,
    detail: (id: number) => ['articles', 'detail', id] as const,
    agreement: (key: string) => ['articles', 'agreement', key] as const,
  },
  activityCases: {
    all: ['activity_cases'] as const,
    types: ['activity_cases', 'types'] as const,
    list: (filter: unknown) => ['activity_cases', 'list', filter] as const,
    detail: (id: number | null, filter: unknown) => ['activity_cases', 'detail', id, filter] as const,
  },
  addresses: { all: ['addresses'] as const },
  bigOrders: { all: ['big-orders'] as const, page: (page: number) => ['big-orders', page] as const },
  cartItems: {
    all: ['cart_items'] as const,
    count: ['cart_items', 'count'] as const,
    countOf: (token: Token) => ['cart_items', 'count', sessionKey(token)] as const,
    list: ['cart_items', 'list'] as const,
    listOf: (token: Token) => ['cart_items', 'list', sessionKey(token)] as const,
  },
  checkout: {
    preview: (body: unknown) => ['checkout', 'preview', body] as const,
    /** The cart lines the checkout page opened with (not under the cart's key: see use-checkout-selection). */
    cartLines: (token: Token) => ['checkout', 'cart_lines', sessionKey(token)] as const,
  },
  childAccounts: { all: ['child_accounts'] as const },
  supplierActions: { all: ['supplier_actions'] as const, page: (page: number) => ['supplier_actions', page] as const },
  supplierAccount: (token: Token) => ['supplier_account', sessionKey(token)] as const,
  supplierHome: { all: ['supplier_home'] as const, occupancy: (month: string) => ['supplier_home', 'occupancy', month] as const },
  supplierComments: { all: ['supplier_comments'] as const, list: (replied: string, page: number) => ['supplier_comments', replied, page] as const },
  /** The supplier's sub-orders to review: the list, the count and the home's waiting items change together. */
  orderItems: {
    all: ['order_items'] as const,
    list: (filters: unknown, page: number) => ['order_items', filters, page] as const,
    countOf: (token: Token) => ['order_items', 'count', sessionKey(token)] as const,
  },
  supplierApplications: {
    all: ['supplier_applications'] as const,
    mine: (token: Token) => ['supplier_applications', 'mine', sessionKey(token)] as const,
    operator: (status: string, page: number) => ['supplier_applications', 'operator', status, page] as const,
  },
  homeInfo: ['home_info'] as const,
  supplierFinance,
  insights: {
    supplier: (from: string, to: string) => ['insights', 'supplier', from, to] as const,
    operator: (from: string, to: string, groupBy: string) => ['insights', 'operator', from, to, groupBy] as const,
  },
  supplierVenueOptions,
  supplierEnquiries: { all: ['supplier_enquiries'] as const, page: (status: string, page: number) => ['supplier_enquiries', status, page] as const },
  companyInfo: ['company_info'] as const,
  profile: ['profile'] as const,
  companies: {
    detail: (id: number) => ['companies', id] as const,
    venues: (id: number, page: number) => ['companies', id, 'venues', page] as const,
  },
  communities: { detail: (id: number) => ['communities', 'detail', id] as const },
  contacts: { all: ['contacts'] as const },
  contracts: {
    all: ['contracts'] as const,
    mine: (orderId: number | 'all') => ['contracts', 'mine', orderId] as const,
    certificate: (id: number | null) => ['contracts', 'certificate', id] as const,
    operator: (query: unknown) => ['contracts', 'operator', query] as const,
    template: ['contracts', 'template'] as const,
  },
  coupons,
  demands: {
    all: ['demands'] as const,
    options: ['demands', 'options'] as const,
    hall: (query: unknown, token: Token) => ['demands', 'hall', query, sessionKey(token)] as const,
    one: (id: number, token: Token) => ['demands', 'one', id, sessionKey(token)] as const,
    mine: (page: number, token: Token) => ['demands', 'mine', page, sessionKey(token)] as const,
    operator: (filter: unknown) => ['demands', 'operator', filter] as const,
  },
  enquiries: { all: ['enquiry_information'] as const, page: (token: Token, page: number) => ['enquiry_information', sessionKey(token), page] as const },
  favorites: { all: ['favorites'] as const, page: (page: number) => ['favorites', page] as const },
  groupBuys,
  invoices: {
    all: ['invoices'] as const,
    titles: ['invoices', 'titles'] as const,
    orders: (page: number) => ['invoices', 'orders', page] as const,
    list: (page: number) => ['invoices', 'list', page] as const,
  },
  notificationSettings: ['notification-settings'] as const,
  operator,
  orders: {
    all: ['orders'] as const,
    additionalSelection: ['orders', 'additional_selection'] as const,
    additionalInfo: (orderId: number) => ['orders', 'additional_info', orderId] as const,
    list: (status: string, page: number) => ['orders', 'list', status, page] as const,
    count: ['orders', 'count'] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
  },
  payments: {
    order: (orderId: number) => ['payments', 'order', orderId] as const,
    status: (orderId: number) => ['payments', 'status', orderId] as const,
    beneficiary: ['payments', 'beneficiary'] as const,
    scanCode: (orderId: number) => ['payments', 'scan-code', orderId] as const,
    trade: (outTradeNo: string | null) => ['payments', 'trade', outTradeNo] as const,
    pendingComments: (cityId: number) => ['payments', 'pending-comments', cityId] as const,
    recommends: (cityId: number) => ['payments', 'recommends', cityId] as const,
  },
  wallet: { all: ['wallet'] as const, records: (page: number) => ['wallet', 'records', page] as const },
  /** After-sales cases, delivery proofs and deposits (issue 38): a case's change invalidates `all`. */
  afterSales: {
    all: ['after_sales'] as const,
    reasons: ['after_sales', 'reasons'] as const,
    list: (role: string, status: string, page: number, token: Token) => ['after_sales', 'list', role, status, page, sessionKey(token)] as const,
    order: (orderId: number, token: Token) => ['after_sales', 'order', orderId, sessionKey(token)] as const,
    detail: (id: number) => ['after_sales', 'detail', id] as const,
    operator: (status: string, page: number) => ['after_sales', 'operator', status, page] as const,
    claims: (status: string, page: number) => ['after_sales', 'claims', status, page] as const,
    proofs: (orderItemId: number) => ['after_sales', 'proofs', orderItemId] as const,
    deposit: (orderItemId: number) => ['after_sales', 'deposit', orderItemId] as const,
  },
  categories: ['categories'] as const,
  proprietaryFields: (page: number, cityId: number) => ['proprietary', 'fields', page, cityId] as const,
  purchasedResources: ['purchased_resources'] as const,
  reviews: {
    all: ['reviews'] as const,
    pending: (page: number) => ['reviews', 'pending', page] as const,
    mine: (page: number) => ['reviews', 'mine', page] as const,
    subject: (orderItemId: number) => ['reviews', 'subject', orderItemId] as const,
  },
  serviceTypes: ['service_types'] as const,
  serviceProviders: {
    all: ['service_providers'] as const,
    mine: ['service_providers', 'mine'] as const,
    list: (query: unknown) => ['service_providers', 'list', query] as const,
    detail: (id: number) => ['service_providers', 'detail', id] as const,
  },
  themes: {
    sections: ['theme_sections'] as const,
    venues: (sectionId: number | string, cityId: number) => ['fields', 'theme', sectionId, cityId] as const,
  },
  userMessages: { all: ['user-messages'] as const, page: (page: number, unreadOnly: boolean) => ['user-messages', page, unreadOnly] as const },
  venues,
  homeModules: ['home_modules'] as const,
  /** The supplier back office (venues, communities, price rules, booth calendars). */
  managed: {
    resources: ['managed_resources'] as const,
    communities: ['managed_communities'] as const,
    priceRules: ['price_rules'] as const,
    calendar: ['managed_calendar'] as const,
    resourceList: (filter: unknown) => ['managed_resources', 'list', filter] as const,
    resource: (id: number | null) => ['managed_resources', 'one', id] as const,
    boothChoices: ['managed_resources', 'choices'] as const,
    communityList: (filter: unknown) => ['managed_communities', filter] as const,
    priceRuleList: (page: number) => ['price_rules', page] as const,
    boothCalendar: (boothId: number | undefined, termId: number | undefined, start: string, end: string) =>
      ['managed_calendar', boothId, termId, start, end] as const,
    options: ['managed_options'] as const,
  },
} as const;
