CREATE TABLE "alipay_sandbox_transfers" (
	"out_biz_no" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" varchar(40) NOT NULL,
	"trans_amount" varchar(16) NOT NULL,
	"payee_identity" varchar(64) NOT NULL,
	"payee_name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint,
	"category_id" integer,
	"rate" integer NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_by" bigint,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "commission_rules_rate_range" CHECK ("commission_rules"."rate" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "settlement_earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"gross" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"net" bigint NOT NULL,
	"rate" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "settlement_earnings_kind_known" CHECK ("settlement_earnings"."kind" in ('earning', 'refund')),
	CONSTRAINT "settlement_earnings_status_known" CHECK ("settlement_earnings"."status" in ('pending', 'available', 'reversed')),
	CONSTRAINT "settlement_earnings_split" CHECK ("settlement_earnings"."net" = "settlement_earnings"."gross" - "settlement_earnings"."commission" and "settlement_earnings"."rate" between 0 and 10000),
	CONSTRAINT "settlement_earnings_sign" CHECK (("settlement_earnings"."kind" = 'earning' and "settlement_earnings"."gross" >= 0 and "settlement_earnings"."commission" >= 0 and "settlement_earnings"."net" >= 0)
        or ("settlement_earnings"."kind" = 'refund' and "settlement_earnings"."gross" <= 0 and "settlement_earnings"."commission" <= 0 and "settlement_earnings"."net" <= 0 and "settlement_earnings"."status" = 'available')),
	CONSTRAINT "settlement_earnings_reversed_at" CHECK (("settlement_earnings"."status" = 'reversed') = ("settlement_earnings"."reversed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "settlement_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"bucket" varchar(12) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"earning_id" bigint,
	"withdrawal_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "settlement_ledger_bucket_known" CHECK ("settlement_ledger"."bucket" in ('pending', 'available', 'withdrawing', 'withdrawn')),
	CONSTRAINT "settlement_ledger_kind_known" CHECK ("settlement_ledger"."kind" in ('earned', 'released', 'reversed', 'refunded', 'reserved', 'paid', 'refused')),
	CONSTRAINT "settlement_ledger_one_source" CHECK (("settlement_ledger"."earning_id" is null) <> ("settlement_ledger"."withdrawal_id" is null)),
	CONSTRAINT "settlement_ledger_amount_nonzero" CHECK ("settlement_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"account_name" varchar(60) NOT NULL,
	"bank_name" varchar(60) NOT NULL,
	"account_number" varchar(30) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supplier_bank_accounts_number_digits" CHECK ("supplier_bank_accounts"."account_number" ~ '^[0-9]{8,30}$')
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"channel" varchar(8),
	"reference" varchar(64),
	"reason" varchar(200),
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" in ('pending', 'paid', 'refused')),
	CONSTRAINT "withdrawals_paid_has_reference" CHECK (("withdrawals"."status" = 'paid') = ("withdrawals"."reference" is not null and "withdrawals"."channel" in ('bank', 'alipay'))),
	CONSTRAINT "withdrawals_refused_has_reason" CHECK (("withdrawals"."status" = 'refused') = ("withdrawals"."reason" is not null)),
	CONSTRAINT "withdrawals_decided" CHECK (("withdrawals"."status" = 'pending') = ("withdrawals"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_earnings" ADD CONSTRAINT "settlement_earnings_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_earnings" ADD CONSTRAINT "settlement_earnings_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_ledger" ADD CONSTRAINT "settlement_ledger_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_ledger" ADD CONSTRAINT "settlement_ledger_earning_id_settlement_earnings_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."settlement_earnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_ledger" ADD CONSTRAINT "settlement_ledger_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bank_accounts" ADD CONSTRAINT "supplier_bank_accounts_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_supplier_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."supplier_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_live_scope_key" ON "commission_rules" USING btree (coalesce("supplier_id", 0),coalesce("category_id", 0)) WHERE "commission_rules"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_earnings_item_kind_key" ON "settlement_earnings" USING btree ("order_item_id","kind");--> statement-breakpoint
CREATE INDEX "settlement_earnings_supplier_idx" ON "settlement_earnings" USING btree ("supplier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlement_earnings_due_idx" ON "settlement_earnings" USING btree ("available_at") WHERE "settlement_earnings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "settlement_ledger_supplier_idx" ON "settlement_ledger" USING btree ("supplier_id","bucket");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_ledger_earning_move_key" ON "settlement_ledger" USING btree ("earning_id","kind","bucket") WHERE "settlement_ledger"."earning_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_ledger_withdrawal_move_key" ON "settlement_ledger" USING btree ("withdrawal_id","kind","bucket") WHERE "settlement_ledger"."withdrawal_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bank_accounts_number_key" ON "supplier_bank_accounts" USING btree ("supplier_id","account_number");--> statement-breakpoint
CREATE INDEX "withdrawals_supplier_idx" ON "withdrawals" USING btree ("supplier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at","id");