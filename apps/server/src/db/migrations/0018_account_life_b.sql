CREATE TABLE "login_password_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_passwords" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"title" varchar(60) NOT NULL,
	"tax_code" varchar(20) DEFAULT '' NOT NULL,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"bank" varchar(60) DEFAULT '' NOT NULL,
	"account" varchar(30) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_titles_type_known" CHECK ("invoice_titles"."type" in (1, 2, 3)),
	CONSTRAINT "invoice_titles_tax_code" CHECK ("invoice_titles"."type" = 1 or "invoice_titles"."tax_code" ~ '^([A-Z0-9]{15}|[A-Z0-9]{18}|[A-Z0-9]{20})$'),
	CONSTRAINT "invoice_titles_special_fields" CHECK ("invoice_titles"."type" <> 3 or ("invoice_titles"."address" <> '' and "invoice_titles"."phone" <> '' and "invoice_titles"."bank" <> '' and "invoice_titles"."account" <> ''))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"invoice_title_id" bigint,
	"title_type" smallint NOT NULL,
	"title" varchar(60) NOT NULL,
	"tax_code" varchar(20) DEFAULT '' NOT NULL,
	"address" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"bank" varchar(60) DEFAULT '' NOT NULL,
	"account" varchar(30) DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'requested' NOT NULL,
	"file_id" bigint,
	"invoice_no" varchar(20),
	"requested_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" bigint,
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('requested', 'issued')),
	CONSTRAINT "invoices_amount_positive" CHECK ("invoices"."amount" > 0),
	CONSTRAINT "invoices_title_type_known" CHECK ("invoices"."title_type" in (1, 2, 3)),
	CONSTRAINT "invoices_issued_consistent" CHECK (("invoices"."status" = 'issued') = ("invoices"."file_id" is not null and "invoices"."issued_at" is not null and "invoices"."issued_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" varchar(24) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"address" varchar(36) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" varchar(60) NOT NULL,
	"licence_url" text NOT NULL,
	"industry_parent_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"address" varchar(36) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_coupon_grants" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"user_coupon_id" bigint NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_passwords" ADD CONSTRAINT "login_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_title_id_invoice_titles_id_fk" FOREIGN KEY ("invoice_title_id") REFERENCES "public"."invoice_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_coupon_grants" ADD CONSTRAINT "email_coupon_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_coupon_grants" ADD CONSTRAINT "email_coupon_grants_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_password_failures_mobile_idx" ON "login_password_failures" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "login_password_failures_ip_idx" ON "login_password_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default_key" ON "invoice_titles" USING btree ("user_id") WHERE "invoice_titles"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_key" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");