CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(64) NOT NULL,
	"order_id" bigint,
	"actor_id" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_events_type_id_idx" ON "domain_events" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "domain_events_order_idx" ON "domain_events" USING btree ("order_id");