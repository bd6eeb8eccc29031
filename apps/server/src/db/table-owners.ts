/**
 * Which module writes each table (decision 0033): only the owner inserts, updates or deletes its rows;
 * everyone else calls a function the owner exports from its `index.ts`. Reading across modules (joins)
 * is allowed. `db/table-owners.test.ts` scans the server's source and fails, naming the file and line,
 * when anyone else writes a table, or when a table of `db/schema` has no line here.
 *
 * Owners are `modules/<name>` or `platform/<name>`. A new table gets its line here in the same commit
 * as its schema file. Not checked: tests and test fixtures (they build their data), and the demo seed
 * (`src/seed/`, bulk demo rows; its business steps — paying, reviewing, cancelling — still call the
 * owners' functions).
 */
export const TABLE_OWNERS = {
  // accounts: who logs in, and how
  users: 'modules/accounts',
  sessions: 'modules/accounts',
  sms_codes: 'modules/accounts',
  login_passwords: 'modules/accounts',
  login_password_failures: 'modules/accounts',
  email_coupon_grants: 'modules/accounts',
  child_accounts: 'modules/child-accounts',
  companies: 'modules/companies',
  contacts: 'modules/contacts',
  addresses: 'modules/addresses',
  invoice_titles: 'modules/invoices',
  invoices: 'modules/invoices',
  supplier_applications: 'modules/supplier-applications',
  supplier_actions: 'modules/supplier-access',

  // catalogue: reference data, the venues' public face, the buyer's search and favourites
  provinces: 'modules/catalogue',
  cities: 'modules/catalogue',
  districts: 'modules/catalogue',
  trading_areas: 'modules/catalogue',
  subway_lines: 'modules/catalogue',
  subway_stations: 'modules/catalogue',
  subway_line_stations: 'modules/catalogue',
  categories: 'modules/catalogue',
  category_attributes: 'modules/catalogue',
  attribute_options: 'modules/catalogue',
  labels: 'modules/catalogue',
  lease_term_types: 'modules/catalogue',
  location_types: 'modules/catalogue',
  community_types: 'modules/catalogue',
  service_types: 'modules/catalogue',
  service_provider_types: 'modules/catalogue',
  service_providers: 'modules/catalogue',
  physical_resources: 'modules/catalogue',
  venue_search: 'modules/catalogue',
  venue_search_text: 'modules/catalogue',
  catalogue_changes: 'modules/catalogue',
  search_synonyms: 'modules/catalogue',
  search_histories: 'modules/catalogue',
  favorites: 'modules/catalogue',
  venue_views: 'modules/insights',
  insights_daily: 'modules/insights',
  insights_venue_daily: 'modules/insights',
  insights_rolled_days: 'modules/insights',
  insights_stale_marks: 'modules/insights',

  // supplier-venues: what a supplier edits of its venues and booths
  communities: 'modules/supplier-venues',
  community_images: 'modules/supplier-venues',
  community_labels: 'modules/supplier-venues',
  physical_resource_images: 'modules/supplier-venues',
  physical_resource_attribute_options: 'modules/supplier-venues',
  selling_resources: 'modules/supplier-venues',
  selling_resource_prices: 'modules/supplier-venues',
  selling_resource_dated_prices: 'modules/supplier-venues',
  selling_resource_unavailable_dates: 'modules/supplier-venues',
  price_rules: 'modules/price-rules',
  price_rule_booths: 'modules/price-rules',

  // content (operator console)
  articles: 'modules/content',
  article_types: 'modules/content',
  activity_cases: 'modules/content',
  activity_case_types: 'modules/content',
  content_blocks: 'modules/content',
  hot_words: 'modules/content',
  comments: 'modules/reviews',
  feedbacks: 'modules/feedbacks',

  // orders and money
  orders: 'modules/orders',
  order_items: 'modules/orders',
  order_infos: 'modules/orders',
  holds: 'modules/orders',
  booked_units: 'modules/orders',
  sales_records: 'modules/orders',
  operator_alerts: 'modules/orders',
  cart_items: 'modules/cart',
  group_purchases: 'modules/group-buys',
  group_purchase_members: 'modules/group-buys',
  payment_trades: 'modules/payments',
  payment_refunds: 'modules/payments',
  offline_transfers: 'modules/payments',
  wallets: 'modules/wallet',
  wallet_entries: 'modules/wallet',
  pay_passwords: 'modules/wallet',
  coupon_templates: 'modules/coupons',
  coupon_rewards: 'modules/coupons',
  user_coupons: 'modules/coupons',
  point_ledger: 'modules/coupons',

  // demands and enquiries
  demands: 'modules/demands',
  demand_receivers: 'modules/demands',
  demand_follow_ups: 'modules/demands',
  enquiries: 'modules/enquiries',
  enquiry_quotes: 'modules/supplier-enquiries',

  // platform: below the modules
  domain_events: 'platform/events',
  audit_log: 'platform/events',
  // The inbox is the events' projection (one statement with the event, decision 0033); modules/user-messages
  // reads it and calls platform/events to mark messages read or delete them.
  user_messages: 'platform/events',
  request_dedupe: 'platform/http',
  sms_outbox: 'platform/sms',
  upload_tokens: 'modules/uploads',
  uploaded_files: 'modules/uploads',
  alipay_sandbox_keys: 'platform/alipay',
  alipay_sandbox_trades: 'platform/alipay',
  alipay_sandbox_refunds: 'platform/alipay',
  alipay_sandbox_transfers: 'platform/alipay',
  // The key that signs private files' short-lived links, shared by every process (decision 0039).
  platform_secrets: 'platform/storage',

  // after-sales and delivery (decision 0045)
  delivery_proofs: 'modules/after-sales',
  after_sales_cases: 'modules/after-sales',
  after_sales_steps: 'modules/after-sales',
  deposit_holds: 'modules/after-sales',

  // settlement: what the platform owes each supplier, and its payouts (decision 0035)
  commission_rules: 'modules/settlement',
  settlement_earnings: 'modules/settlement',
  settlement_ledger: 'modules/settlement',
  supplier_bank_accounts: 'modules/settlement',
  withdrawals: 'modules/settlement',

  // lease contracts and their signatures (decision 0036)
  contracts: 'modules/contracts',
  contract_signatures: 'modules/contracts',
  contract_templates: 'modules/contracts',
  contract_authority: 'modules/contracts',

  // WeChat and QQ login: identities, single-use states and bind tokens (decision 0040)
  oauth_identities: 'modules/third-party-login',
  oauth_login_states: 'modules/third-party-login',
  oauth_bind_tokens: 'modules/third-party-login',
  oauth_sandbox_grants: 'platform/oauth',
  weather_forecasts: 'modules/weather',

  // notifications: the outbox and each person's channels (decision 0034)
  notification_deliveries: 'modules/notifications',
  notification_settings: 'modules/notifications',
} as const satisfies Record<string, `modules/${string}` | `platform/${string}`>;

export type OwnedTable = keyof typeof TABLE_OWNERS;
