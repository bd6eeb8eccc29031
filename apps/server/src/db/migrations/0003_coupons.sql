CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" varchar(40) NOT NULL,
	"amount" bigint NOT NULL,
	"min_goods_amount" bigint DEFAULT 0 NOT NULL,
	"scope" smallint NOT NULL,
	"community_id" integer,
	"category_id" integer,
	"selling_resource_id" integer,
	"total_quantity" integer NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"valid_start_date" date,
	"valid_end_date" date,
	"valid_days" integer,
	"consumption_point" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_welfare" boolean DEFAULT false NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_amount_positive" CHECK ("coupon_templates"."amount" > 0),
	CONSTRAINT "coupon_templates_threshold_non_negative" CHECK ("coupon_templates"."min_goods_amount" >= 0),
	CONSTRAINT "coupon_templates_scope_target" CHECK (("coupon_templates"."scope" = 1 and "coupon_templates"."community_id" is null and "coupon_templates"."category_id" is null and "coupon_templates"."selling_resource_id" is null)
       or ("coupon_templates"."scope" in (2, 4) and "coupon_templates"."community_id" is not null and "coupon_templates"."category_id" is null and "coupon_templates"."selling_resource_id" is null)
       or ("coupon_templates"."scope" = 3 and "coupon_templates"."category_id" is not null and "coupon_templates"."community_id" is null and "coupon_templates"."selling_resource_id" is null)
       or ("coupon_templates"."scope" in (5, 6) and "coupon_templates"."selling_resource_id" is not null and "coupon_templates"."community_id" is null and "coupon_templates"."category_id" is null)),
	CONSTRAINT "coupon_templates_quantity" CHECK ("coupon_templates"."total_quantity" > 0 and "coupon_templates"."received_count" between 0 and "coupon_templates"."total_quantity"),
	CONSTRAINT "coupon_templates_per_user_limit" CHECK ("coupon_templates"."per_user_limit" >= 1),
	CONSTRAINT "coupon_templates_validity" CHECK (("coupon_templates"."valid_days" is not null and "coupon_templates"."valid_days" between 1 and 3650 and "coupon_templates"."valid_start_date" is null and "coupon_templates"."valid_end_date" is null)
       or ("coupon_templates"."valid_days" is null and "coupon_templates"."valid_start_date" is not null and "coupon_templates"."valid_end_date" is not null and "coupon_templates"."valid_start_date" <= "coupon_templates"."valid_end_date")),
	CONSTRAINT "coupon_templates_consumption_point" CHECK ("coupon_templates"."consumption_point" >= 0),
	CONSTRAINT "coupon_templates_status_known" CHECK ("coupon_templates"."status" in ('active', 'stopped'))
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'unused' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"order_id" bigint,
	"used_at" timestamp with time zone,
	"points_paid" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_coupons_status_known" CHECK ("user_coupons"."status" in ('unused', 'used', 'expired')),
	CONSTRAINT "user_coupons_window" CHECK ("user_coupons"."start_at" <= "user_coupons"."end_at"),
	CONSTRAINT "user_coupons_used_has_order" CHECK (("user_coupons"."status" = 'used' and "user_coupons"."order_id" is not null and "user_coupons"."used_at" is not null)
       or ("user_coupons"."status" <> 'used' and "user_coupons"."order_id" is null and "user_coupons"."used_at" is null)),
	CONSTRAINT "user_coupons_points_paid" CHECK ("user_coupons"."points_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"order_id" bigint,
	"user_coupon_id" bigint,
	"note" varchar(60) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_ledger_delta_non_zero" CHECK ("point_ledger"."delta" <> 0),
	CONSTRAINT "point_ledger_reason_known" CHECK ("point_ledger"."reason" in ('demo_grant', 'order_spend', 'order_refund', 'order_finished', 'review', 'coupon_exchange', 'operator_adjust')),
	CONSTRAINT "point_ledger_order_reasons_have_order" CHECK ("point_ledger"."reason" not in ('order_spend', 'order_refund', 'order_finished') or "point_ledger"."order_id" is not null),
	CONSTRAINT "point_ledger_sign" CHECK (("point_ledger"."reason" in ('order_spend', 'coupon_exchange')) = ("point_ledger"."delta" < 0) or "point_ledger"."reason" = 'operator_adjust')
);
--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_templates_community_idx" ON "coupon_templates" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "coupon_templates_category_idx" ON "coupon_templates" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "coupon_templates_selling_resource_idx" ON "coupon_templates" USING btree ("selling_resource_id");--> statement-breakpoint
CREATE INDEX "coupon_templates_status_idx" ON "coupon_templates" USING btree ("status","is_welfare");--> statement-breakpoint
CREATE INDEX "user_coupons_user_status_idx" ON "user_coupons" USING btree ("user_id","status","end_at");--> statement-breakpoint
CREATE INDEX "user_coupons_template_user_idx" ON "user_coupons" USING btree ("template_id","user_id");--> statement-breakpoint
CREATE INDEX "user_coupons_order_idx" ON "user_coupons" USING btree ("order_id") WHERE "user_coupons"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "point_ledger_user_idx" ON "point_ledger" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_order_reason_key" ON "point_ledger" USING btree ("order_id","reason") WHERE "point_ledger"."order_id" is not null and "point_ledger"."reason" in ('order_spend', 'order_refund', 'order_finished');--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): the points balance is the sum of the ledger and
-- may never be negative. Checked at commit, so a transaction may add rows in any order; writers also
-- lock the user row first, so two transactions cannot both pass on the same balance.
CREATE FUNCTION "point_ledger_check_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT coalesce(sum("delta"), 0) FROM "point_ledger" WHERE "user_id" = NEW."user_id") < 0 THEN
		RAISE EXCEPTION 'points balance of user % would be negative', NEW."user_id" USING ERRCODE = 'check_violation', CONSTRAINT = 'point_ledger_balance_non_negative';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "point_ledger_balance_non_negative" AFTER INSERT ON "point_ledger" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "point_ledger_check_balance"();
