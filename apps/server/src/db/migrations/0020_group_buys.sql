CREATE TABLE "group_purchase_members" (
	"group_purchase_id" bigint NOT NULL,
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"selling_resource_id" integer NOT NULL,
	"lease_term_type_id" smallint NOT NULL,
	"dates" date[] NOT NULL,
	"first_date" date NOT NULL,
	"price" bigint NOT NULL,
	"origin_price" bigint NOT NULL,
	"min_members" integer NOT NULL,
	"max_members" integer NOT NULL,
	"number_of_group_purchase_now" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "group_purchases_status_known" CHECK ("group_purchases"."status" in ('open', 'closed', 'succeeded', 'failed')),
	CONSTRAINT "group_purchases_prices" CHECK ("group_purchases"."price" > 0 and "group_purchases"."origin_price" > "group_purchases"."price"),
	CONSTRAINT "group_purchases_members" CHECK ("group_purchases"."min_members" >= 1 and "group_purchases"."max_members" >= "group_purchases"."min_members"),
	CONSTRAINT "group_purchases_count_within_max" CHECK ("group_purchases"."number_of_group_purchase_now" between 0 and "group_purchases"."max_members"),
	CONSTRAINT "group_purchases_dates" CHECK (cardinality("group_purchases"."dates") between 1 and 90),
	CONSTRAINT "group_purchases_resolved" CHECK (("group_purchases"."resolved_at" is null) = ("group_purchases"."status" in ('open', 'closed')) and ("group_purchases"."settled_at" is null or "group_purchases"."resolved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cancel_reason_known";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "group_purchase_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by" bigint;--> statement-breakpoint
ALTER TABLE "group_purchase_members" ADD CONSTRAINT "group_purchase_members_group_purchase_id_group_purchases_id_fk" FOREIGN KEY ("group_purchase_id") REFERENCES "public"."group_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchase_members" ADD CONSTRAINT "group_purchase_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_purchase_members_group_idx" ON "group_purchase_members" USING btree ("group_purchase_id");--> statement-breakpoint
CREATE INDEX "group_purchases_due_idx" ON "group_purchases" USING btree ("deadline") WHERE "group_purchases"."status" in ('open', 'closed');--> statement-breakpoint
CREATE INDEX "group_purchases_unsettled_idx" ON "group_purchases" USING btree ("resolved_at") WHERE "group_purchases"."resolved_at" is not null and "group_purchases"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "group_purchases_status_idx" ON "group_purchases" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_group_purchase_id_group_purchases_id_fk" FOREIGN KEY ("group_purchase_id") REFERENCES "public"."group_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_group_idx" ON "order_items" USING btree ("group_purchase_id") WHERE "order_items"."group_purchase_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type_known" CHECK ("orders"."order_type" in (1, 2) and ("orders"."order_type" = 1) = ("orders"."delegated" = 0) and ("orders"."placed_by" is null) = ("orders"."order_type" = 1));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_known" CHECK ("orders"."cancel_reason" is null or "orders"."cancel_reason" in ('buyer', 'timeout', 'group'));