CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "venue_search_district_idx";--> statement-breakpoint
DROP INDEX "venue_search_labels_gin";--> statement-breakpoint
DROP INDEX "venue_search_options_gin";--> statement-breakpoint
DROP INDEX "venue_search_lnglat_gist";--> statement-breakpoint
CREATE INDEX "venue_search_district_city_idx" ON "venue_search" USING btree ("district_id","city_id");--> statement-breakpoint
CREATE INDEX "venue_search_city_id_idx" ON "venue_search" USING btree ("city_id","top_physical_id");--> statement-breakpoint
CREATE INDEX "venue_search_city_labels_options_gin" ON "venue_search" USING gin ("city_id","label_ids","attribute_option_ids");--> statement-breakpoint
CREATE INDEX "venue_search_city_flow_idx" ON "venue_search" USING btree ("city_id","person_flow" DESC NULLS LAST,"top_physical_id");--> statement-breakpoint
CREATE INDEX "venue_search_lat_lng_idx" ON "venue_search" USING btree ("latitude","longitude");--> statement-breakpoint
-- Fresh statistics for the planner on databases that already hold a catalogue.
ANALYZE "venue_search";
