CREATE TABLE "coupon_rewards" (
	"purpose" varchar(16) PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_rewards_purpose_known" CHECK ("coupon_rewards"."purpose" in ('review', 'email'))
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"type" varchar(64) NOT NULL,
	"title" varchar(40) NOT NULL,
	"body" varchar(500) NOT NULL,
	"target_type" varchar(16),
	"target_id" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "order_item_id" bigint;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "user_coupon_id" bigint;--> statement-breakpoint
ALTER TABLE "coupon_rewards" ADD CONSTRAINT "coupon_rewards_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_rewards" ADD CONSTRAINT "coupon_rewards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_messages_event_user_key" ON "user_messages" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "user_messages_user_created_idx" ON "user_messages" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_messages_unread_idx" ON "user_messages" USING btree ("user_id") WHERE "user_messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_order_item_key" ON "comments" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "comments_user_created_idx" ON "comments" USING btree ("user_id","created_at" DESC NULLS LAST);