CREATE TABLE "notification_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" varchar(160) NOT NULL,
	"event_id" bigint,
	"kind" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"address" varchar(120) NOT NULL,
	"subject" varchar(120) NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"link" text NOT NULL,
	"order_id" bigint,
	"status" varchar(8) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"claim_token" uuid,
	"last_error" varchar(500),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_deliveries_status_known" CHECK ("notification_deliveries"."status" in ('queued', 'sending', 'sent', 'dead')),
	CONSTRAINT "notification_deliveries_channel_known" CHECK ("notification_deliveries"."channel" in ('sms', 'email')),
	CONSTRAINT "notification_deliveries_claim" CHECK (("notification_deliveries"."status" = 'sending') = ("notification_deliveries"."locked_until" is not null and "notification_deliveries"."claim_token" is not null)),
	CONSTRAINT "notification_deliveries_sent" CHECK (("notification_deliveries"."status" = 'sent') = ("notification_deliveries"."sent_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_idempotency_key" ON "notification_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("next_attempt_at") WHERE "notification_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "notification_deliveries_lease_idx" ON "notification_deliveries" USING btree ("locked_until") WHERE "notification_deliveries"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "notification_deliveries_status_idx" ON "notification_deliveries" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_deliveries_address_idx" ON "notification_deliveries" USING btree ("channel","address","id" DESC NULLS LAST);