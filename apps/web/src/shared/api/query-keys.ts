/**
 * Every TanStack Query key of the web app, per resource, in one place. A resource's `all` is the prefix
 * of all its keys: a change invalidates `all` and every list, detail and count of it is read again. A
 * key that depends on who asks ends with the token, so a new login never shows the last person's data.
 *
 *   useQuery({ queryKey: queryKeys.addresses.all, … })
 *   queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all })
 */
type Token = string | null;

const users = {
  /** The logged-in user and everything read under users/current (badge, bindings). */
  current: ['users', 'current'] as const,
  me: (token: Token) => ['users', 'current', token] as const,
  badgeInfo: ['users', 'current', 'badge_info'] as const,
  badgeInfoOf: (token: Token) => ['users', 'current', 'badge_info', token] as const,
  orderingNoticed: ['users', 'ordering_noticed'] as const,
};

const coupons = {
  all: ['coupons'] as const,
  offers: (path: string, query: unknown, token: Token) => ['coupons', 'offers', path, query, token] as const,
  checkout: (physicalResourceIds: readonly number[]) => ['coupons', 'checkout', physicalResourceIds] as const,
  mine: (status: unknown, page: number, pageSize: number, token: Token) => ['coupons', 'mine', status, page, pageSize, token] as const,
  points: (page: number, pageSize: number, token: Token) => ['coupons', 'points', page, pageSize, token] as const,
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
  activityCases: ['operator', 'activity_cases'] as const,
  activityCaseList: (keyword: string, page: number) => ['operator', 'activity_cases', keyword, page] as const,
  contentBlock: (key: string) => ['operator', 'content_blocks', key] as const,
  notificationDeliveries: ['operator', 'notification-deliveries'] as const,
  notificationDeliveryList: (filter: unknown) => ['operator', 'notification-deliveries', filter] as const,
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
  searchHistories: (token: Token) => ['search_histories', token] as const,
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
    countOf: (token: Token) => ['cart_items', 'count', token] as const,
    list: ['cart_items', 'list'] as const,
    listOf: (token: Token) => ['cart_items', 'list', token] as const,
  },
  checkout: { preview: (body: unknown) => ['checkout', 'preview', body] as const },
  childAccounts: { all: ['child_accounts'] as const },
  supplierActions: { all: ['supplier_actions'] as const, page: (page: number) => ['supplier_actions', page] as const },
  supplierAccount: (token: Token) => ['supplier_account', token] as const,
  supplierHome: { all: ['supplier_home'] as const },
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
    hall: (query: unknown, token: Token) => ['demands', 'hall', query, token] as const,
    one: (id: number, token: Token) => ['demands', 'one', id, token] as const,
    mine: (page: number, token: Token) => ['demands', 'mine', page, token] as const,
    operator: (filter: unknown) => ['demands', 'operator', filter] as const,
  },
  enquiries: { all: ['enquiry_information'] as const, page: (token: Token, page: number) => ['enquiry_information', token, page] as const },
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
  },
  wallet: ['wallet'] as const,
  /** The supplier back office (venues, communities, price rules, booth calendars). */
  managed: {
    resources: ['managed_resources'] as const,
    communities: ['managed_communities'] as const,
    priceRules: ['price_rules'] as const,
    calendar: ['managed_calendar'] as const,
  },
} as const;
