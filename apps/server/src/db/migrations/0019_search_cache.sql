CREATE TABLE "catalogue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
DROP INDEX "venue_search_text_tsv_gin";--> statement-breakpoint
ALTER TABLE "venue_search_text" ADD COLUMN "city_id" integer;--> statement-breakpoint
UPDATE "venue_search_text" t SET "city_id" = v."city_id" FROM "venue_search" v WHERE v."top_physical_id" = t."top_physical_id";--> statement-breakpoint
ALTER TABLE "venue_search_text" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "venue_search_text_city_tsv_gin" ON "venue_search_text" USING gin ("city_id","search_tsv");--> statement-breakpoint
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_changes" DEFAULT VALUES;
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "venue_search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "venue_search" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "venue_search_text_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "venue_search_text" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "communities_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "communities" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "labels_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "labels" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "districts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "districts" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "trading_areas_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trading_areas" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
