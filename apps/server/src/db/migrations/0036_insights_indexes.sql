-- The insights' queries at scale (issue 42, decision 0056, bench/insights-bench.ts). Partial indexes on the pay
-- and review times are written when a sub-order is paid or reviewed, not when it is placed. Hand-written
-- INCLUDE columns (drizzle-kit does not model them) keep the period's sums inside the index.
CREATE INDEX "order_items_paid_idx" ON "order_items" USING btree ("paid_at") INCLUDE ("id", "order_id", "amount", "top_physical_id", "supplier_id") WHERE "order_items"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_supplier_paid_idx" ON "order_items" USING btree ("supplier_id","paid_at") INCLUDE ("id", "order_id", "amount", "top_physical_id") WHERE "order_items"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_reviewed_idx" ON "order_items" USING btree ("reviewed_at") INCLUDE ("paid_at") WHERE "order_items"."reviewed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") INCLUDE ("user_id") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cart_items_created_idx" ON "cart_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "settlement_earnings_item_commission_idx" ON "settlement_earnings" USING btree ("order_item_id") INCLUDE ("commission") WHERE "settlement_earnings"."kind" = 'earning';
