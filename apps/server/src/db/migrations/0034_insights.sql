CREATE TABLE "venue_views" (
	"physical_resource_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" varchar(64) NOT NULL,
	CONSTRAINT "venue_views_pkey" PRIMARY KEY("physical_resource_id","day","visitor"),
	CONSTRAINT "venue_views_visitor_hex" CHECK ("venue_views"."visitor" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE INDEX "venue_views_day_idx" ON "venue_views" USING btree ("day");