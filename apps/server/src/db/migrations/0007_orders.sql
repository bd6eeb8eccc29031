CREATE TABLE "booked_units" (
	"selling_resource_id" integer NOT NULL,
	"date" date NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booked_units_held_non_negative" CHECK ("booked_units"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_item_id" bigint NOT NULL,
	"selling_resource_id" integer NOT NULL,
	"date" date NOT NULL,
	"units" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holds_units_positive" CHECK ("holds"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "operator_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"order_id" bigint NOT NULL,
	"order_item_id" bigint,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "operator_alerts_kind_known" CHECK ("operator_alerts"."kind" in ('review_overdue'))
);
--> statement-breakpoint
CREATE TABLE "order_infos" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"product" varchar(30) DEFAULT '' NOT NULL,
	"approach_time" varchar(5),
	"exit_time" varchar(5),
	"has_build" smallint,
	"build_height" varchar(6),
	"industries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"complete_industries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"material_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purposes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spread_ways" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"design_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"licence_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_authorizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_infos_has_build" CHECK ("order_infos"."has_build" is null or "order_infos"."has_build" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"order_num" varchar(28) NOT NULL,
	"position" smallint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"selling_resource_id" integer NOT NULL,
	"top_physical_id" integer NOT NULL,
	"lease_term_type_id" smallint NOT NULL,
	"units" integer NOT NULL,
	"count_of_time_unit" integer NOT NULL,
	"dates" jsonb NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"subsidy" bigint NOT NULL,
	"coupon" bigint NOT NULL,
	"integral" bigint NOT NULL,
	"payable" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'submitted' NOT NULL,
	"leave_words" varchar(30) DEFAULT '' NOT NULL,
	"enquiry_id" bigint,
	"field_name" varchar(60) NOT NULL,
	"size" varchar(40) NOT NULL,
	"custom_dimension" varchar(60) DEFAULT '' NOT NULL,
	"lease_term_type_name" varchar(10) NOT NULL,
	"pic_url" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_items_status_known" CHECK ("order_items"."status" in ('submitted', 'paid', 'approved', 'rejected', 'executing', 'finished', 'cancelled')),
	CONSTRAINT "order_items_units_positive" CHECK ("order_items"."units" > 0 and "order_items"."count_of_time_unit" > 0),
	CONSTRAINT "order_items_dates_ordered" CHECK ("order_items"."first_date" <= "order_items"."last_date"),
	CONSTRAINT "order_items_money" CHECK ("order_items"."amount" >= 0 and "order_items"."subsidy" >= 0 and "order_items"."coupon" >= 0 and "order_items"."integral" >= 0 and "order_items"."deposit" >= 0
        and "order_items"."payable" = "order_items"."amount" - "order_items"."subsidy" - "order_items"."coupon" - "order_items"."integral" and "order_items"."payable" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_num" varchar(24) NOT NULL,
	"user_id" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'submitted' NOT NULL,
	"total_amount" bigint NOT NULL,
	"subsidy" bigint NOT NULL,
	"total_deposit" bigint NOT NULL,
	"coupon" bigint NOT NULL,
	"integral" bigint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"actual_fee" bigint NOT NULL,
	"user_coupon_id" bigint,
	"contact" varchar(24) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"address" varchar(120) DEFAULT '' NOT NULL,
	"channel" smallint DEFAULT 4 NOT NULL,
	"delegated" smallint DEFAULT 0 NOT NULL,
	"offline_pay" boolean DEFAULT false NOT NULL,
	"offline_status" smallint DEFAULT 0 NOT NULL,
	"voucher_image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_mode" smallint,
	"paid_amount" bigint,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"cancel_reason" varchar(10),
	"cancelled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('submitted', 'paid', 'approved', 'rejected', 'executing', 'finished', 'cancelled')),
	CONSTRAINT "orders_money" CHECK ("orders"."total_amount" >= 0 and "orders"."subsidy" >= 0 and "orders"."total_deposit" >= 0 and "orders"."coupon" >= 0 and "orders"."integral" >= 0 and "orders"."actual_fee" >= 1),
	CONSTRAINT "orders_points_non_negative" CHECK ("orders"."points" >= 0),
	CONSTRAINT "orders_offline_status_known" CHECK ("orders"."offline_status" between 0 and 3),
	CONSTRAINT "orders_paid_consistent" CHECK (("orders"."paid_at" is null) = ("orders"."paid_amount" is null) and ("orders"."paid_amount" is null or "orders"."paid_amount" >= 0)),
	CONSTRAINT "orders_cancel_reason_known" CHECK ("orders"."cancel_reason" is null or "orders"."cancel_reason" in ('buyer', 'timeout'))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"order_id" bigint,
	"order_item_id" bigint,
	"note" varchar(60) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_entries_kind_known" CHECK ("wallet_entries"."kind" in ('topup', 'payment', 'refund', 'deposit_refund')),
	CONSTRAINT "wallet_entries_sign" CHECK (("wallet_entries"."kind" = 'payment') = ("wallet_entries"."amount" < 0) and "wallet_entries"."amount" <> 0),
	CONSTRAINT "wallet_entries_order_kinds_have_order" CHECK ("wallet_entries"."kind" = 'topup' or "wallet_entries"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"selling_resource_id" integer NOT NULL,
	"line" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" varchar(24) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"address" varchar(36) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"selling_resource_id" integer NOT NULL,
	"name" varchar(12) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booked_units" ADD CONSTRAINT "booked_units_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_alerts" ADD CONSTRAINT "operator_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_alerts" ADD CONSTRAINT "operator_alerts_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_infos" ADD CONSTRAINT "order_infos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_wallets_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."wallets"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booked_units_resource_date_key" ON "booked_units" USING btree ("selling_resource_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "holds_item_date_key" ON "holds" USING btree ("order_item_id","date");--> statement-breakpoint
CREATE INDEX "holds_resource_date_idx" ON "holds" USING btree ("selling_resource_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_alerts_kind_item_key" ON "operator_alerts" USING btree ("kind","order_item_id");--> statement-breakpoint
CREATE INDEX "operator_alerts_open_idx" ON "operator_alerts" USING btree ("created_at" DESC NULLS LAST) WHERE "operator_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_num_key" ON "order_items" USING btree ("order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_key" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_supplier_status_idx" ON "order_items" USING btree ("supplier_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_items_unreviewed_idx" ON "order_items" USING btree ("paid_at") WHERE "order_items"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "order_items_execution_idx" ON "order_items" USING btree ("status","first_date") WHERE "order_items"."status" in ('approved', 'executing');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_num_key" ON "orders" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_kind_key" ON "wallet_entries" USING btree ("order_id","kind") WHERE "wallet_entries"."order_id" is not null and "wallet_entries"."order_item_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_item_kind_key" ON "wallet_entries" USING btree ("order_item_id","kind") WHERE "wallet_entries"."order_item_id" is not null;--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_one_default_key" ON "contacts" USING btree ("user_id") WHERE "contacts"."is_default";--> statement-breakpoint
CREATE INDEX "enquiries_user_idx" ON "enquiries" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers).
-- No overbooking, whoever writes: raising the units held on a date above the selling resource's count
-- is refused. Lowering is always allowed (a supplier may have reduced the count since).
CREATE FUNCTION "booked_units_check_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (TG_OP = 'INSERT' OR NEW."held" > OLD."held")
		AND NEW."held" > (SELECT "count" FROM "selling_resources" WHERE "id" = NEW."selling_resource_id") THEN
		RAISE EXCEPTION 'selling resource % is overbooked on %', NEW."selling_resource_id", NEW."date" USING ERRCODE = 'check_violation', CONSTRAINT = 'booked_units_within_count';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booked_units_within_count" BEFORE INSERT OR UPDATE OF "held" ON "booked_units" FOR EACH ROW EXECUTE FUNCTION "booked_units_check_capacity"();--> statement-breakpoint
-- The wallet balance is the sum of the ledger and may never be negative. Checked at commit; writers also
-- lock the wallet row first, so two transactions cannot both pass on the same balance.
CREATE FUNCTION "wallet_entries_check_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT coalesce(sum("amount"), 0) FROM "wallet_entries" WHERE "user_id" = NEW."user_id") < 0 THEN
		RAISE EXCEPTION 'wallet balance of user % would be negative', NEW."user_id" USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_entries_balance_non_negative';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "wallet_entries_balance_non_negative" AFTER INSERT ON "wallet_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wallet_entries_check_balance"();
