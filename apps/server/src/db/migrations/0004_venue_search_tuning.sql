CREATE TABLE "venue_search_text" (
	"top_physical_id" integer PRIMARY KEY NOT NULL,
	"search_words" text NOT NULL,
	"search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_words)) STORED
);
--> statement-breakpoint
DROP INDEX "venue_search_tsv_gin";--> statement-breakpoint
ALTER TABLE "venue_search_text" ADD CONSTRAINT "venue_search_text_top_physical_id_venue_search_top_physical_id_fk" FOREIGN KEY ("top_physical_id") REFERENCES "public"."venue_search"("top_physical_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_search_text_tsv_gin" ON "venue_search_text" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "venue_search_lnglat_gist" ON "venue_search" USING gist (point("longitude", "latitude"));--> statement-breakpoint
-- Keep the words of databases seeded before this migration.
INSERT INTO "venue_search_text" ("top_physical_id", "search_words") SELECT "top_physical_id", "search_words" FROM "venue_search";--> statement-breakpoint
ALTER TABLE "venue_search" DROP COLUMN "search_tsv";--> statement-breakpoint
ALTER TABLE "venue_search" DROP COLUMN "search_words";