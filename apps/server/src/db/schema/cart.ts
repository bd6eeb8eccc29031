import { bigint, bigserial, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sellingResources } from './resources';

/**
 * A line in the buyer's cart: the order line as the checkout will submit it (`{ id, count, dates, … }`).
 * A cart holds nothing; prices and availability are read afresh whenever the cart is shown.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellingResourceId: integer()
      .notNull()
      .references(() => sellingResources.id, { onDelete: 'cascade' }),
    line: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    /** The insights' funnel: cart adds of a period (decision 0056). */
    index('cart_items_created_idx').on(t.createdAt),
  ],
);
