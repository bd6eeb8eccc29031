CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Search reads these names too (search-vocabulary.ts): a change moves the catalogue's version and notifies every process.
CREATE TRIGGER "search_synonyms_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "community_types_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "community_types" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "location_types_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "location_types" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "subway_stations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subway_stations" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "subway_lines_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subway_lines" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "hot_words_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hot_words" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
