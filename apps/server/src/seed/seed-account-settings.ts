import { addDays, todayInShanghai } from '@vm/domain/business-date';
import { invoiceAmount } from '@vm/domain/invoices';
import type pg from 'pg';
import { NO_SUBSCRIBERS, recordEvent } from '../platform/events/record-event';
import type { FileStore } from '../platform/storage/file-store';
import { insertInvoice, loadInvoiceTitle, markInvoiceIssued } from '../modules/invoices';
import { refundedForOrder } from '../modules/payments';
import { storeGeneratedFile } from '../modules/uploads';
import { demoImageUrl } from './demo-images';
import { demoInvoicePdf } from './demo-invoice-pdf';

/**
 * The demo accounts' settings (issue 13 items 4–6): companies (the platform's own first, so
 * `/company/view/1` — the success page's 关于平台 — is the platform; the demo supplier's, linked from its
 * venue pages; the demo buyer's), the demo buyer's invoice titles and two addresses (one default), an
 * issued invoice with its PDF for the older finished order, a request waiting for the operator on
 * another, and the executing order left to ask for one. Also the email coupon the operator gives.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const DEMO_EMAIL_COUPON = { text: '邮箱订阅礼·满200减20', amount: 2000, min: 20000, total: 100_000, days: 30 } as const;

export const DEMO_COMPANIES = {
  platform: { name: '场地通（上海）信息科技有限公司', industryId: 202, district: '徐汇区', address: '漕河泾开发区宜山路700号' },
  supplier: { name: '上海演示商业管理有限公司', industryId: 501, district: '徐汇区', address: '虹桥路1号港汇中心二座' },
  buyer: { name: '上海演示食品有限公司', industryId: 101, district: '徐汇区', address: '漕溪北路88号' },
} as const;

export const DEMO_INVOICE_TITLES = [
  { type: 2, title: '上海演示食品有限公司', taxCode: '91310104MA1FR0XX3K', isDefault: true },
  {
    type: 3,
    title: '上海演示食品有限公司',
    taxCode: '91310104MA1FR0XX3K',
    address: '上海市徐汇区漕溪北路88号',
    phone: '021-64001234',
    bank: '招商银行上海徐家汇支行',
    account: '121908765410201',
    isDefault: false,
  },
] as const;

interface District {
  id: number;
  city_id: number;
  province_id: number;
}

/** Shanghai's districts by name, and a lookup that falls back to the first one (a smaller region table). */
async function shanghaiDistricts(client: pg.PoolClient): Promise<((name: string) => District) | null> {
  const rows = (
    await client.query<District & { name: string }>(
      'select d.id, d.name, d.city_id, c.province_id from districts d join cities c on c.id = d.city_id where c.id = 90 order by d.id',
    )
  ).rows;
  if (rows.length === 0) return null;
  return (name) => rows.find((row) => row.name === name) ?? rows[0]!;
}

async function seedCompanies(
  client: pg.PoolClient,
  ids: { platform: number; supplier: number; buyer: number },
  districtOf: (name: string) => District,
  now: Date,
) {
  // Inserted in this order on an empty table: the platform's company gets id 1.
  for (const [key, userId] of [
    ['platform', ids.platform],
    ['supplier', ids.supplier],
    ['buyer', ids.buyer],
  ] as const) {
    const company = DEMO_COMPANIES[key];
    const parent = Math.floor(company.industryId / 100);
    const district = districtOf(company.district);
    await client.query(
      `insert into companies (user_id, name, licence_url, industry_parent_id, industry_id, province_id, city_id, district_id, address, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) on conflict (user_id) do nothing`,
      [userId, company.name, demoImageUrl('case', 2), parent, company.industryId, district.province_id, district.city_id, district.id, company.address, now],
    );
  }
}

async function seedAddresses(client: pg.PoolClient, buyerId: number, districtOf: (name: string) => District, now: Date) {
  const rows = [
    { name: '演示广告主', mobile: '13800000001', district: districtOf('徐汇区').id, address: '漕溪北路88号3楼', isDefault: true },
    { name: '王小明', mobile: '13800000002', district: districtOf('静安区').id, address: '南京西路1266号恒隆广场', isDefault: false },
  ];
  for (const row of rows) {
    await client.query(
      `insert into addresses (user_id, name, mobile, province_id, city_id, district_id, address, is_default, created_at, updated_at)
       select $1, $2, $3, c.province_id, c.id, d.id, $5, $6, $7, $7 from districts d join cities c on c.id = d.city_id where d.id = $4`,
      [buyerId, row.name, row.mobile, row.district, row.address, row.isDefault, now],
    );
  }
}

async function seedInvoiceTitles(client: pg.PoolClient, buyerId: number, now: Date): Promise<number> {
  let defaultId = 0;
  for (const title of DEMO_INVOICE_TITLES) {
    const special = title.type === 3 ? title : null;
    const inserted = await client.query<{ id: number }>(
      `insert into invoice_titles (user_id, type, title, tax_code, address, phone, bank, account, is_default, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
      [
        buyerId,
        title.type,
        title.title,
        title.taxCode,
        special?.address ?? '',
        special?.phone ?? '',
        special?.bank ?? '',
        special?.account ?? '',
        title.isDefault,
        now,
      ],
    );
    if (title.isDefault) defaultId = inserted.rows[0]!.id;
  }
  return defaultId;
}

/**
 * Invoices of the demo buyer's finished orders: the older one requested and waiting for the operator,
 * the newer one issued (with a generated PDF, when a file store is given) a day after it was asked for.
 */
async function seedInvoices(client: pg.PoolClient, accounts: { buyer: number; operator: number }, titleId: number, files: FileStore | undefined, now: Date) {
  const finished = await client.query<{ id: number; order_num: string; paid_amount: number | null; total_deposit: number; first_date: string }>(
    `select o.id, o.order_num, o.paid_amount, o.total_deposit, min(i.first_date)::text as first_date
       from orders o join order_items i on i.order_id = o.id
      where o.user_id = $1 and o.status = 'finished' group by o.id order by min(i.first_date)`,
    [accounts.buyer],
  );
  const title = (await loadInvoiceTitle(client, accounts.buyer, titleId))!;
  for (const [index, order] of finished.rows.entries()) {
    const amount = invoiceAmount({ paidAmount: order.paid_amount, refunded: await refundedForOrder(client, order.id), deposit: order.total_deposit });
    if (amount <= 0) continue;
    const issue = index === finished.rows.length - 1 && files !== undefined;
    const requestedAt = issue ? new Date(Date.parse(`${addDays(order.first_date, 2)}T02:00:00Z`)) : new Date(now.getTime() - 5 * HOUR);
    const invoiceId = await insertInvoice(client, { userId: accounts.buyer, orderId: order.id, title, amount, now: requestedAt });
    if (!invoiceId || !issue) continue;
    const issuedAt = new Date(requestedAt.getTime() + DAY);
    const pdf = demoInvoicePdf({ orderNum: order.order_num, amountFen: amount, title: 'Shanghai Demo Foods Co., Ltd.', issuedOn: todayInShanghai(issuedAt) });
    const file = await storeGeneratedFile(client, files, {
      userId: accounts.operator,
      bucket: 'invoice',
      kind: 'pdf',
      name: `发票-${order.order_num}.pdf`,
      bytes: pdf,
      now: issuedAt,
    });
    const invoiceNo = `2631200000${String(order.id).padStart(10, '0')}`;
    await markInvoiceIssued(client, { id: invoiceId, fileId: file.id, invoiceNo, operatorId: accounts.operator, now: issuedAt });
    await recordEvent(
      client,
      {
        type: 'invoice.issued',
        orderId: order.id,
        actorId: accounts.operator,
        subjectUserId: accounts.buyer,
        payload: { invoice_id: invoiceId, order_num: order.order_num, amount },
        audit: {
          action: 'invoice.issue',
          targetType: 'invoice',
          targetId: invoiceId,
          before: { status: 'requested' },
          after: { status: 'issued', file_id: file.id, invoice_no: invoiceNo },
        },
        now: issuedAt,
      },
      NO_SUBSCRIBERS,
    );
  }
}

/** The email coupon the operator gives for a first email subscription (coupon_rewards `email`). */
async function seedEmailCoupon(client: pg.PoolClient, operatorId: number, now: Date): Promise<void> {
  const template = await client.query<{ id: number }>(
    `insert into coupon_templates (text, amount, min_goods_amount, scope, total_quantity, valid_days, created_by, created_at, updated_at)
     values ($1, $2, $3, 1, $4, $5, $6, $7, $7) returning id`,
    [DEMO_EMAIL_COUPON.text, DEMO_EMAIL_COUPON.amount, DEMO_EMAIL_COUPON.min, DEMO_EMAIL_COUPON.total, DEMO_EMAIL_COUPON.days, operatorId, now],
  );
  await client.query(
    `insert into coupon_rewards (purpose, template_id, updated_by, updated_at) values ('email', $1, $2, $3) on conflict (purpose) do nothing`,
    [template.rows[0]!.id, operatorId, now],
  );
}

export async function seedAccountSettings(
  client: pg.PoolClient,
  accounts: { buyer: number; supplier: number; operator: number },
  now: Date,
  files?: FileStore,
): Promise<void> {
  const platform = (await client.query<{ id: number }>(`select id from users where mobile = '13900000000'`)).rows[0]?.id ?? accounts.supplier;
  const districtOf = await shanghaiDistricts(client);
  if (districtOf) {
    await seedCompanies(client, { platform, supplier: accounts.supplier, buyer: accounts.buyer }, districtOf, now);
    await seedAddresses(client, accounts.buyer, districtOf, now);
  }
  const titleId = await seedInvoiceTitles(client, accounts.buyer, now);
  await seedInvoices(client, accounts, titleId, files, now);
  await seedEmailCoupon(client, accounts.operator, now);
}
