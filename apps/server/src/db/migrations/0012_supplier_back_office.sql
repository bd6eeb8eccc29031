CREATE TABLE "child_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" varchar(24) NOT NULL,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "child_accounts_not_self" CHECK ("child_accounts"."owner_id" <> "child_accounts"."user_id"),
	CONSTRAINT "child_accounts_permissions_known" CHECK ("child_accounts"."permissions" <@ array['orders','venues']::text[] and cardinality("child_accounts"."permissions") > 0)
);
--> statement-breakpoint
CREATE TABLE "enquiry_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enquiry_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"actor_id" bigint NOT NULL,
	"lease_term_type_id" smallint NOT NULL,
	"dates" date[] NOT NULL,
	"price" bigint NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_item_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enquiry_quotes_price_positive" CHECK ("enquiry_quotes"."price" > 0 and "enquiry_quotes"."deposit" >= 0),
	CONSTRAINT "enquiry_quotes_dates" CHECK (cardinality("enquiry_quotes"."dates") between 1 and 366)
);
--> statement-breakpoint
CREATE TABLE "price_rule_booths" (
	"rule_id" integer NOT NULL,
	"selling_resource_id" integer NOT NULL,
	CONSTRAINT "price_rule_booths_rule_id_selling_resource_id_pk" PRIMARY KEY("rule_id","selling_resource_id")
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" varchar(30) NOT NULL,
	"lease_term_type_id" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"price" bigint,
	"raise_percent" integer,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_rules_range" CHECK ("price_rules"."start_date" <= "price_rules"."end_date"),
	CONSTRAINT "price_rules_weekdays" CHECK (cardinality("price_rules"."weekdays") between 1 and 7 and "price_rules"."weekdays" <@ array[1,2,3,4,5,6,7]::smallint[]),
	CONSTRAINT "price_rules_one_kind" CHECK (("price_rules"."price" is null) <> ("price_rules"."raise_percent" is null)),
	CONSTRAINT "price_rules_price_positive" CHECK ("price_rules"."price" is null or "price_rules"."price" > 0),
	CONSTRAINT "price_rules_percent_range" CHECK ("price_rules"."raise_percent" is null or "price_rules"."raise_percent" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "supplier_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"actor_id" bigint NOT NULL,
	"action" varchar(40) NOT NULL,
	"target" varchar(120) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"connect_name" varchar(60) DEFAULT '' NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200),
	"reviewer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "supplier_applications_type_known" CHECK ("supplier_applications"."type" in (1, 2, 3)),
	CONSTRAINT "supplier_applications_status_known" CHECK ("supplier_applications"."status" in ('pending', 'approved', 'refused')),
	CONSTRAINT "supplier_applications_reviewed" CHECK (("supplier_applications"."status" = 'pending') = ("supplier_applications"."reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "selling_resources" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "replied_by" bigint;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lease_term_type_id" smallint;--> statement-breakpoint
ALTER TABLE "child_accounts" ADD CONSTRAINT "child_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_accounts" ADD CONSTRAINT "child_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_quotes" ADD CONSTRAINT "enquiry_quotes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_quotes" ADD CONSTRAINT "enquiry_quotes_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_quotes" ADD CONSTRAINT "enquiry_quotes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_quotes" ADD CONSTRAINT "enquiry_quotes_lease_term_type_id_lease_term_types_id_fk" FOREIGN KEY ("lease_term_type_id") REFERENCES "public"."lease_term_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_quotes" ADD CONSTRAINT "enquiry_quotes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rule_booths" ADD CONSTRAINT "price_rule_booths_rule_id_price_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."price_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rule_booths" ADD CONSTRAINT "price_rule_booths_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_lease_term_type_id_lease_term_types_id_fk" FOREIGN KEY ("lease_term_type_id") REFERENCES "public"."lease_term_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_actions" ADD CONSTRAINT "supplier_actions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_actions" ADD CONSTRAINT "supplier_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_accounts_user_key" ON "child_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "child_accounts_owner_idx" ON "child_accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "enquiry_quotes_enquiry_idx" ON "enquiry_quotes" USING btree ("enquiry_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_rule_booths_booth_idx" ON "price_rule_booths" USING btree ("selling_resource_id");--> statement-breakpoint
CREATE INDEX "price_rules_owner_created_idx" ON "price_rules" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_actions_owner_created_idx" ON "supplier_actions" USING btree ("owner_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_applications_one_pending_key" ON "supplier_applications" USING btree ("user_id") WHERE "supplier_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "supplier_applications_status_created_idx" ON "supplier_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_applications_user_created_idx" ON "supplier_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_resource_idx" ON "enquiries" USING btree ("selling_resource_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "selling_resources" ADD CONSTRAINT "selling_resources_deleted_offline" CHECK ("selling_resources"."deleted_at" is null or not "selling_resources"."is_online");