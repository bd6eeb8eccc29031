CREATE TABLE "alipay_sandbox_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"app_private_key" text NOT NULL,
	"app_public_key" text NOT NULL,
	"gateway_private_key" text NOT NULL,
	"gateway_public_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alipay_sandbox_keys_single" CHECK ("alipay_sandbox_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "alipay_sandbox_refunds" (
	"out_request_no" varchar(64) PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"refund_amount" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alipay_sandbox_trades" (
	"out_trade_no" varchar(64) PRIMARY KEY NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"method" varchar(40) NOT NULL,
	"subject" varchar(256) NOT NULL,
	"total_amount" varchar(16) NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'WAIT_BUYER_PAY' NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"time_expire" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alipay_sandbox_trades_status" CHECK ("alipay_sandbox_trades"."status" in ('WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "offline_transfers" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"refuse_reason" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "pay_passwords" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_passwords_failed_attempts" CHECK ("pay_passwords"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"out_request_no" varchar(64) NOT NULL,
	"order_id" bigint,
	"order_item_id" bigint,
	"user_id" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"trade_id" bigint,
	"amount" bigint NOT NULL,
	"reason" varchar(60) NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"last_error" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_channel" CHECK ("payment_refunds"."channel" in ('wallet', 'alipay', 'transfer')),
	CONSTRAINT "payment_refunds_status" CHECK ("payment_refunds"."status" in ('pending', 'done')),
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_alipay_trade" CHECK ("payment_refunds"."channel" <> 'alipay' or "payment_refunds"."trade_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"order_id" bigint,
	"amount" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"outcome" varchar(10),
	"trade_no" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_trades_purpose" CHECK (("payment_trades"."purpose" = 'order' and "payment_trades"."order_id" is not null) or ("payment_trades"."purpose" = 'topup' and "payment_trades"."order_id" is null)),
	CONSTRAINT "payment_trades_status" CHECK ("payment_trades"."status" in ('pending', 'paid', 'closed')),
	CONSTRAINT "payment_trades_outcome" CHECK ("payment_trades"."outcome" is null or "payment_trades"."outcome" in ('applied', 'refunded')),
	CONSTRAINT "payment_trades_channel" CHECK ("payment_trades"."channel" in ('page', 'qr')),
	CONSTRAINT "payment_trades_amount" CHECK ("payment_trades"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "payment_trade_id" bigint;--> statement-breakpoint
ALTER TABLE "alipay_sandbox_refunds" ADD CONSTRAINT "alipay_sandbox_refunds_out_trade_no_alipay_sandbox_trades_out_trade_no_fk" FOREIGN KEY ("out_trade_no") REFERENCES "public"."alipay_sandbox_trades"("out_trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_transfers" ADD CONSTRAINT "offline_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_transfers" ADD CONSTRAINT "offline_transfers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_passwords" ADD CONSTRAINT "pay_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_trade_id_payment_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."payment_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_trades" ADD CONSTRAINT "payment_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_trades" ADD CONSTRAINT "payment_trades_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_out_request_no_key" ON "payment_refunds" USING btree ("out_request_no");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("channel","created_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_trades_out_trade_no_key" ON "payment_trades" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payment_trades_order_idx" ON "payment_trades" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_trades_applied_order_key" ON "payment_trades" USING btree ("order_id") WHERE "payment_trades"."outcome" = 'applied' and "payment_trades"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_payment_trade_id_payment_trades_id_fk" FOREIGN KEY ("payment_trade_id") REFERENCES "public"."payment_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_trade_key" ON "wallet_entries" USING btree ("payment_trade_id") WHERE "wallet_entries"."payment_trade_id" is not null;