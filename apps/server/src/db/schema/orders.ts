import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { couponTemplates } from './coupons';
import { groupPurchases } from './group-buys';
import { sellingResources } from './resources';

export const ORDER_STATUS_VALUES = `('submitted', 'paid', 'approved', 'rejected', 'executing', 'finished', 'cancelled')`;

/**
 * An order (订单): what the buyer submitted and pays once. Its `status` is the aggregate of its
 * sub-orders' statuses (packages/domain aggregateOrderStatus), kept in the transaction that changes
 * them; every change is a compare-and-set on the expected old status. Money in fen.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNum: varchar({ length: 24 }).notNull(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: varchar({ length: 10 }).notNull().default('submitted'),
    totalAmount: bigint({ mode: 'number' }).notNull(),
    subsidy: bigint({ mode: 'number' }).notNull(),
    totalDeposit: bigint({ mode: 'number' }).notNull(),
    coupon: bigint({ mode: 'number' }).notNull(),
    integral: bigint({ mode: 'number' }).notNull(),
    /** Points spent for `integral`. */
    points: integer().notNull().default(0),
    /** What the buyer pays (total_actual_price). */
    actualFee: bigint({ mode: 'number' }).notNull(),
    userCouponId: bigint({ mode: 'number' }).references(() => userCoupons.id),
    contact: varchar({ length: 24 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    address: varchar({ length: 120 }).notNull().default(''),
    channel: smallint().notNull().default(4),
    delegated: smallint().notNull().default(0),
    /** 1 a single order, 2 a big order (大订单) placed by operator staff for a key-account buyer (`delegated` 1). */
    orderType: smallint().notNull().default(1),
    /** The operator who placed a big order. */
    placedBy: bigint({ mode: 'number' }).references(() => users.id),
    /** Offline transfer chosen (the payments issue sets it). */
    offlinePay: boolean().notNull().default(false),
    /** 0 none, 1 transfer proof uploaded and awaiting confirmation, 2 confirmed, 3 refused. */
    offlineStatus: smallint().notNull().default(0),
    voucherImageUrls: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentMode: smallint(),
    paidAmount: bigint({ mode: 'number' }),
    paidAt: timestamp({ withTimezone: true }),
    /** created_at + 48 h: the unpaid order is cancelled automatically from then on. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    cancelReason: varchar({ length: 10 }),
    cancelledAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_order_num_key').on(t.orderNum),
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt.desc()),
    // The insights (decision 0056): orders paid (INCLUDE user_id, hand-written in 0036) and placed in a period.
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_created_idx').on(t.createdAt),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'submitted'`),
    check('orders_status_known', sql`${t.status} in ${sql.raw(ORDER_STATUS_VALUES)}`),
    check(
      'orders_money',
      sql`${t.totalAmount} >= 0 and ${t.subsidy} >= 0 and ${t.totalDeposit} >= 0 and ${t.coupon} >= 0 and ${t.integral} >= 0 and ${t.actualFee} >= 1`,
    ),
    check('orders_points_non_negative', sql`${t.points} >= 0`),
    check('orders_offline_status_known', sql`${t.offlineStatus} between 0 and 3`),
    check('orders_paid_consistent', sql`(${t.paidAt} is null) = (${t.paidAmount} is null) and (${t.paidAmount} is null or ${t.paidAmount} >= 0)`),
    check('orders_cancel_reason_known', sql`${t.cancelReason} is null or ${t.cancelReason} in ('buyer', 'timeout', 'group')`),
    check(
      'orders_type_known',
      sql`${t.orderType} in (1, 2) and (${t.orderType} = 1) = (${t.delegated} = 0) and (${t.placedBy} is null) = (${t.orderType} = 1)`,
    ),
  ],
);

/**
 * A sub-order (子订单): one order line, one selling resource of one supplier, with its own order number
 * and status. `coupon` and `integral` are this line's shares of the order's discounts, so `payable` is
 * what refunding this line alone returns. Names and sizes are copied so the order reads the same later.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    orderNum: varchar({ length: 28 }).notNull(),
    position: smallint().notNull(),
    supplierId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id),
    topPhysicalId: integer().notNull(),
    leaseTermTypeId: smallint().notNull(),
    /** Identical units booked on every date. */
    units: integer().notNull(),
    /** Booked dates or periods (their count). */
    countOfTimeUnit: integer().notNull(),
    /** `[{ date, endDate, price }]`: each booked start date with its end and unit price (fen). */
    dates: jsonb().notNull(),
    firstDate: date().notNull(),
    lastDate: date().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    subsidy: bigint({ mode: 'number' }).notNull(),
    coupon: bigint({ mode: 'number' }).notNull(),
    integral: bigint({ mode: 'number' }).notNull(),
    payable: bigint({ mode: 'number' }).notNull(),
    deposit: bigint({ mode: 'number' }).notNull(),
    status: varchar({ length: 10 }).notNull().default('submitted'),
    leaveWords: varchar({ length: 30 }).notNull().default(''),
    enquiryId: bigint({ mode: 'number' }),
    /** The group buy (拼团) this line joined, or null. */
    groupPurchaseId: bigint({ mode: 'number' }).references(() => groupPurchases.id),
    fieldName: varchar({ length: 60 }).notNull(),
    size: varchar({ length: 40 }).notNull(),
    customDimension: varchar({ length: 60 }).notNull().default(''),
    leaseTermTypeName: varchar({ length: 10 }).notNull(),
    picUrl: text().notNull().default(''),
    paidAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    rejectReason: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_num_key').on(t.orderNum),
    uniqueIndex('order_items_order_position_key').on(t.orderId, t.position),
    index('order_items_supplier_status_idx').on(t.supplierId, t.status, t.createdAt.desc()),
    index('order_items_unreviewed_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    // The insights (decision 0056): sub-orders paid in a period, all and per supplier, and reviewed in it. The
    // columns the sums read are INCLUDEd (hand-written in 0036) so the scans stay in the index.
    index('order_items_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('order_items_supplier_paid_idx')
      .on(t.supplierId, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('order_items_reviewed_idx')
      .on(t.reviewedAt)
      .where(sql`${t.reviewedAt} is not null`),
    index('order_items_group_idx')
      .on(t.groupPurchaseId)
      .where(sql`${t.groupPurchaseId} is not null`),
    index('order_items_execution_idx')
      .on(t.status, t.firstDate)
      .where(sql`${t.status} in ('approved', 'executing')`),
    check('order_items_status_known', sql`${t.status} in ${sql.raw(ORDER_STATUS_VALUES)}`),
    check('order_items_units_positive', sql`${t.units} > 0 and ${t.countOfTimeUnit} > 0`),
    check('order_items_dates_ordered', sql`${t.firstDate} <= ${t.lastDate}`),
    check(
      'order_items_money',
      sql`${t.amount} >= 0 and ${t.subsidy} >= 0 and ${t.coupon} >= 0 and ${t.integral} >= 0 and ${t.deposit} >= 0
        and ${t.payable} = ${t.amount} - ${t.subsidy} - ${t.coupon} - ${t.integral} and ${t.payable} >= 0`,
    ),
  ],
);

/**
 * Units of a selling resource booked on one date (one row per resource and date). Holding a unit is
 * `update booked_units set held = held + n where held + n <= count`, its row count checked, in the
 * order's transaction; the row lock orders racing buyers, and a trigger (migration) refuses any raise
 * above the resource's count, so no writer can overbook.
 */
export const bookedUnits = pgTable(
  'booked_units',
  {
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id, { onDelete: 'cascade' }),
    date: date().notNull(),
    held: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('booked_units_resource_date_key').on(t.sellingResourceId, t.date),
    // The insights' booked unit-days of a day (decision 0061); the booth and `held` INCLUDEd in migration 0037.
    index('booked_units_date_idx').on(t.date),
    check('booked_units_held_non_negative', sql`${t.held} >= 0`),
  ],
);

/** Which sub-order holds how many units on which date. Deleted (and booked_units lowered) on release. */
export const holds = pgTable(
  'holds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderItemId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id),
    date: date().notNull(),
    units: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('holds_item_date_key').on(t.orderItemId, t.date),
    index('holds_resource_date_idx').on(t.sellingResourceId, t.date),
    check('holds_units_positive', sql`${t.units} > 0`),
  ],
);

/** The order's supplementary information (补充信息), given at checkout and editable afterwards. */
export const orderInfos = pgTable(
  'order_infos',
  {
    orderId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    product: varchar({ length: 30 }).notNull().default(''),
    approachTime: varchar({ length: 5 }),
    exitTime: varchar({ length: 5 }),
    hasBuild: smallint(),
    buildHeight: varchar({ length: 6 }),
    industries: jsonb().notNull().default([]),
    completeIndustries: jsonb().notNull().default([]),
    materialTypes: jsonb().notNull().default([]),
    purposes: jsonb().notNull().default([]),
    spreadWays: jsonb().notNull().default([]),
    designFiles: jsonb().notNull().default([]),
    licenceImages: jsonb().notNull().default([]),
    brandAuthorizations: jsonb().notNull().default([]),
    images: jsonb().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('order_infos_has_build', sql`${t.hasBuild} is null or ${t.hasBuild} in (0, 1)`)],
);

/** Messages to platform staff (paid sub-orders unreviewed after 24 hours). One per kind and sub-order. */
export const operatorAlerts = pgTable(
  'operator_alerts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: varchar({ length: 20 }).notNull(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    orderItemId: bigint({ mode: 'number' }).references(() => orderItems.id),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_alerts_kind_item_key').on(t.kind, t.orderItemId),
    index('operator_alerts_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.resolvedAt} is null`),
    check('operator_alerts_kind_known', sql`${t.kind} in ('review_overdue', 'no_delivery_proof')`),
  ],
);

/**
 * A coupon a user received (the coupons module's table; here beside `orders` because each references
 * the other, and two files would import each other). `used` always carries the order it paid for; `unused` past `end_at` reads
 * as expired.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer()
      .notNull()
      .references(() => couponTemplates.id),
    status: varchar({ length: 8 }).notNull().default('unused'),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    // Typed by hand: orders and user_coupons reference each other (which is why both live in this file).
    orderId: bigint({ mode: 'number' }).references((): AnyPgColumn => orders.id),
    usedAt: timestamp({ withTimezone: true }),
    /** Points paid for it (points coupons), 0 otherwise. */
    pointsPaid: integer().notNull().default(0),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_coupons_user_status_idx').on(t.userId, t.status, t.endAt),
    index('user_coupons_template_user_idx').on(t.templateId, t.userId),
    index('user_coupons_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    check('user_coupons_status_known', sql`${t.status} in ('unused', 'used', 'expired')`),
    check('user_coupons_window', sql`${t.startAt} <= ${t.endAt}`),
    check(
      'user_coupons_used_has_order',
      sql`(${t.status} = 'used' and ${t.orderId} is not null and ${t.usedAt} is not null)
       or (${t.status} <> 'used' and ${t.orderId} is null and ${t.usedAt} is null)`,
    ),
    check('user_coupons_points_paid', sql`${t.pointsPaid} >= 0`),
  ],
);
