ALTER TABLE "communities" ADD COLUMN "agent_for" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "city_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_user_key" ON "service_providers" USING btree ("user_id");