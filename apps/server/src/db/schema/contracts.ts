import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderItems, orders } from './orders';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Versions of the lease-contract template an operator edits (the newest is the current one; none: the
 * built-in packages/domain DEFAULT_CONTRACT_TEMPLATE). Rows are never changed, so a contract names the
 * version its text came from. Owned by the contracts module.
 */
export const contractTemplates = pgTable('contract_templates', {
  id: serial().primaryKey(),
  title: varchar({ length: 40 }).notNull(),
  body: text().notNull(),
  terms: text().notNull(),
  createdBy: bigint({ mode: 'number' }).references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The lease contract of an approved sub-order (one per sub-order). `facts` are what the contract says
 * (parties, venue, dates, money), copied at approval; `pdf` is the current document: rendered from the
 * template on first read (and again after a template edit while nobody has signed), then each
 * signature's incremental update. `version` counts changes of `pdf`; every write is a compare-and-set
 * on it, so two signatures never overwrite each other.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderItemId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The sub-order's number (order_items.order_num). */
    orderNum: varchar({ length: 28 }).notNull(),
    contractNum: varchar({ length: 32 }).notNull(),
    buyerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    supplierId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: varchar({ length: 20 }).notNull().default('awaiting_signatures'),
    facts: jsonb().notNull(),
    /** The template version the current `pdf` was rendered from; 0 the built-in one. */
    templateId: integer(),
    pdf: bytea(),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    signedAt: timestamp({ withTimezone: true }),
    voidedAt: timestamp({ withTimezone: true }),
    voidReason: varchar({ length: 20 }),
  },
  (t) => [
    uniqueIndex('contracts_order_item_key').on(t.orderItemId),
    uniqueIndex('contracts_contract_num_key').on(t.contractNum),
    index('contracts_order_idx').on(t.orderId),
    index('contracts_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('contracts_supplier_idx').on(t.supplierId, t.createdAt.desc()),
    index('contracts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('contracts_status_known', sql`${t.status} in ('awaiting_signatures', 'signed', 'void')`),
    check('contracts_signed_consistent', sql`(${t.status} = 'signed') = (${t.signedAt} is not null)`),
    check('contracts_void_consistent', sql`(${t.status} = 'void') = (${t.voidedAt} is not null)`),
  ],
);

/**
 * One signature per party and contract (unique): who signed, when, with which certificate (issued by
 * the platform's CA, or a vendor's), and the document version it produced.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    contractId: bigint({ mode: 'number' })
      .notNull()
      .references(() => contracts.id),
    role: varchar({ length: 10 }).notNull(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    signerName: varchar({ length: 60 }).notNull(),
    /** `builtin` (the platform's CA) or the vendor's name. */
    provider: varchar({ length: 20 }).notNull(),
    certificatePem: text().notNull(),
    certificateSerial: varchar({ length: 64 }).notNull(),
    /** contracts.version after this signature. */
    version: integer().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('contract_signatures_party_key').on(t.contractId, t.role),
    check('contract_signatures_role_known', sql`${t.role} in ('buyer', 'supplier')`),
  ],
);

/**
 * The platform's contract-signing CA (one row): its certificate and fingerprint. The private key never
 * enters the database: it stays in `DATA_DIR/contracts-ca/`, and a server whose key file does not match
 * this row refuses to sign.
 */
export const contractAuthority = pgTable(
  'contract_authority',
  {
    id: smallint().primaryKey(),
    subject: varchar({ length: 200 }).notNull(),
    fingerprint: varchar({ length: 64 }).notNull(),
    certificatePem: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('contract_authority_single', sql`${t.id} = 1`)],
);
