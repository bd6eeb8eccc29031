ALTER TABLE "venue_search_text" ADD COLUMN "order_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_search_text" ADD COLUMN "community_type_id" integer;--> statement-breakpoint
ALTER TABLE "venue_search_text" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "venue_search_text" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "venue_search_text" t SET "order_quantity" = v."order_quantity", "community_type_id" = v."community_type_id", "category_id" = v."category_id", "name" = v."name" FROM "venue_search" v WHERE v."top_physical_id" = t."top_physical_id";--> statement-breakpoint
-- Decision 0057: the venues whose words match a keyword (`query`: any word of any part), read through the
-- GIN on (city_id, search_tsv) and never by reading the whole table (a broad word such as 中庭 was costed
-- near a sequential scan of ~1.5 KB rows), each with which of the keyword's parts (`groups`, one tsquery
-- text each, at most six) it matches — `mask` (bit i: part i + 1) and `hits` (how many) — and the columns
-- the ranking reads; at most `max_rows` of them (null: all; a capped count, or "is there any").
-- A function with a SET clause is never inlined, so the setting holds for this scan only. The statement is
-- built here with the cities written as `city_id = n` (ids are integers): `city_id = any($1)` is not an
-- index condition of the btree_gin column, and the GIN then returned every city's matches.
CREATE FUNCTION "venue_keyword_matches"(city_ids integer[], query text, groups text[], max_rows integer)
RETURNS TABLE (top_physical_id integer, mask integer, hits integer, order_quantity integer, community_type_id integer, category_id integer, name text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $fn$
DECLARE
  in_city text := 'true';
  parts tsquery[] := array(SELECT to_tsquery('simple', u.x) FROM unnest(groups) WITH ORDINALITY u(x, i) ORDER BY u.i);
  part_mask text := '1';
BEGIN
  IF coalesce(cardinality(city_ids), 0) > 0 THEN
    in_city := '(' || (SELECT string_agg(format('t.city_id = %s', c), ' OR ') FROM unnest(city_ids) c) || ')';
  END IF;
  IF coalesce(cardinality(parts), 0) > 1 THEN
    part_mask := (SELECT string_agg(format('(CASE WHEN t.search_tsv @@ $2[%s] THEN %s ELSE 0 END)', i, 1 << (i - 1)), ' | ')
      FROM generate_series(1, least(cardinality(parts), 6)) i);
  END IF;
  RETURN QUERY EXECUTE format(
    'SELECT s.top_physical_id, s.mask,
       (s.mask & 1) + ((s.mask >> 1) & 1) + ((s.mask >> 2) & 1) + ((s.mask >> 3) & 1) + ((s.mask >> 4) & 1) + ((s.mask >> 5) & 1),
       s.order_quantity, s.community_type_id, s.category_id, s.name
     FROM (SELECT t.top_physical_id, t.order_quantity, t.community_type_id, t.category_id, t.name, %s AS mask
       FROM venue_search_text t WHERE %s AND t.search_tsv @@ $1 LIMIT $3) s', part_mask, in_city)
  USING to_tsquery('simple', query), parts, max_rows;
END
$fn$;
