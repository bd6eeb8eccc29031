CREATE TABLE "after_sales_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"reason_id" smallint NOT NULL,
	"description" varchar(500) NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(20) DEFAULT 'awaiting_supplier' NOT NULL,
	"agreed_amount" bigint,
	"respond_by" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"decided_by" bigint,
	"decision_note" varchar(500),
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "after_sales_cases_status_known" CHECK ("after_sales_cases"."status" in ('awaiting_supplier', 'countered', 'refused', 'arbitration', 'refunded', 'closed', 'cancelled')),
	CONSTRAINT "after_sales_cases_amounts" CHECK ("after_sales_cases"."amount" > 0 and "after_sales_cases"."refunded_amount" >= 0 and "after_sales_cases"."refunded_amount" <= "after_sales_cases"."amount"),
	CONSTRAINT "after_sales_cases_refunded" CHECK (("after_sales_cases"."status" = 'refunded') = ("after_sales_cases"."refunded_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "after_sales_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_id" bigint,
	"action" varchar(12) NOT NULL,
	"amount" bigint,
	"note" varchar(500),
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "after_sales_steps_actor_known" CHECK ("after_sales_steps"."actor" in ('buyer', 'supplier', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "delivery_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_item_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "delivery_proofs_images" CHECK (cardinality("delivery_proofs"."images") between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "deposit_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(8) DEFAULT 'held' NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"claim_status" varchar(8),
	"claim_amount" bigint,
	"claim_reason" varchar(500),
	"claim_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"claimed_by" bigint,
	"claimed_at" timestamp with time zone,
	"decided_amount" bigint,
	"decided_by" bigint,
	"decision_note" varchar(500),
	"refunded" bigint DEFAULT 0 NOT NULL,
	"deducted" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_holds_status_known" CHECK ("deposit_holds"."status" in ('held', 'claimed', 'settled')),
	CONSTRAINT "deposit_holds_claim_status_known" CHECK ("deposit_holds"."claim_status" is null or "deposit_holds"."claim_status" in ('claimed', 'accepted', 'disputed', 'decided')),
	CONSTRAINT "deposit_holds_money" CHECK ("deposit_holds"."amount" > 0 and "deposit_holds"."refunded" >= 0 and "deposit_holds"."deducted" >= 0 and "deposit_holds"."refunded" + "deposit_holds"."deducted" <= "deposit_holds"."amount"
        and ("deposit_holds"."claim_amount" is null or "deposit_holds"."claim_amount" between 1 and "deposit_holds"."amount")),
	CONSTRAINT "deposit_holds_settled" CHECK (("deposit_holds"."status" = 'settled') = ("deposit_holds"."settled_at" is not null) and ("deposit_holds"."status" <> 'settled' or "deposit_holds"."refunded" + "deposit_holds"."deducted" = "deposit_holds"."amount"))
);
--> statement-breakpoint
ALTER TABLE "operator_alerts" DROP CONSTRAINT "operator_alerts_kind_known";--> statement-breakpoint
ALTER TABLE "settlement_earnings" DROP CONSTRAINT "settlement_earnings_kind_known";--> statement-breakpoint
ALTER TABLE "settlement_earnings" DROP CONSTRAINT "settlement_earnings_sign";--> statement-breakpoint
DROP INDEX "wallet_entries_item_kind_key";--> statement-breakpoint
DROP INDEX "settlement_earnings_item_kind_key";--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "refund_key" varchar(64);--> statement-breakpoint
ALTER TABLE "settlement_earnings" ADD COLUMN "case_id" bigint;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ADD CONSTRAINT "after_sales_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ADD CONSTRAINT "after_sales_cases_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ADD CONSTRAINT "after_sales_cases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ADD CONSTRAINT "after_sales_cases_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ADD CONSTRAINT "after_sales_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_steps" ADD CONSTRAINT "after_sales_steps_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_steps" ADD CONSTRAINT "after_sales_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_cases_one_open_key" ON "after_sales_cases" USING btree ("order_item_id") WHERE "after_sales_cases"."status" in ('awaiting_supplier', 'countered', 'refused', 'arbitration');--> statement-breakpoint
CREATE INDEX "after_sales_cases_buyer_idx" ON "after_sales_cases" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_cases_supplier_idx" ON "after_sales_cases" USING btree ("supplier_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_cases_status_idx" ON "after_sales_cases" USING btree ("status","respond_by");--> statement-breakpoint
CREATE INDEX "after_sales_steps_case_idx" ON "after_sales_steps" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "delivery_proofs_item_idx" ON "delivery_proofs" USING btree ("order_item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_holds_order_key" ON "deposit_holds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_holds_item_key" ON "deposit_holds" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "deposit_holds_due_idx" ON "deposit_holds" USING btree ("release_at") WHERE "deposit_holds"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_refund_key" ON "wallet_entries" USING btree ("refund_key") WHERE "wallet_entries"."refund_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_earnings_case_key" ON "settlement_earnings" USING btree ("case_id") WHERE "settlement_earnings"."case_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_item_kind_key" ON "wallet_entries" USING btree ("order_item_id","kind") WHERE "wallet_entries"."order_item_id" is not null and "wallet_entries"."refund_key" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_earnings_item_kind_key" ON "settlement_earnings" USING btree ("order_item_id","kind") WHERE "settlement_earnings"."kind" <> 'case';--> statement-breakpoint
ALTER TABLE "operator_alerts" ADD CONSTRAINT "operator_alerts_kind_known" CHECK ("operator_alerts"."kind" in ('review_overdue', 'no_delivery_proof'));--> statement-breakpoint
ALTER TABLE "settlement_earnings" ADD CONSTRAINT "settlement_earnings_case_has_case" CHECK (("settlement_earnings"."kind" = 'case') = ("settlement_earnings"."case_id" is not null));--> statement-breakpoint
ALTER TABLE "settlement_earnings" ADD CONSTRAINT "settlement_earnings_kind_known" CHECK ("settlement_earnings"."kind" in ('earning', 'refund', 'case', 'deposit'));--> statement-breakpoint
ALTER TABLE "settlement_earnings" ADD CONSTRAINT "settlement_earnings_sign" CHECK (("settlement_earnings"."kind" = 'earning' and "settlement_earnings"."gross" >= 0 and "settlement_earnings"."commission" >= 0 and "settlement_earnings"."net" >= 0)
        or ("settlement_earnings"."kind" = 'refund' and "settlement_earnings"."gross" <= 0 and "settlement_earnings"."commission" <= 0 and "settlement_earnings"."net" <= 0 and "settlement_earnings"."status" = 'available')
        or ("settlement_earnings"."kind" = 'case' and "settlement_earnings"."gross" < 0 and "settlement_earnings"."commission" <= 0 and "settlement_earnings"."net" <= 0 and "settlement_earnings"."status" <> 'reversed')
        or ("settlement_earnings"."kind" = 'deposit' and "settlement_earnings"."gross" > 0 and "settlement_earnings"."commission" = 0 and "settlement_earnings"."net" = "settlement_earnings"."gross"));