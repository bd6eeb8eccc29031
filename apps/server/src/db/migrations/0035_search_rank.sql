ALTER TABLE "venue_search_text" ADD COLUMN "order_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_search_text" ADD COLUMN "community_type_id" integer;--> statement-breakpoint
ALTER TABLE "venue_search_text" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "venue_search_text" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "venue_search_text" t SET "order_quantity" = v."order_quantity", "community_type_id" = v."community_type_id", "category_id" = v."category_id", "name" = v."name" FROM "venue_search" v WHERE v."top_physical_id" = t."top_physical_id";--> statement-breakpoint
-- Decision 0057: the venues whose words match a keyword (`query`: any word of any part), read through the
-- GIN on (city_id, search_tsv) and never by reading the whole table (a broad word such as 中庭 was costed
-- near a sequential scan of ~1 KB rows), each with which of the keyword's parts (`groups`, one tsquery text
-- each) it matches — `mask` (bit i: part i) and `hits` (how many) — and the columns the ranking reads;
-- with one part, at most `max_rows` of them (null: all; a capped count or "is there any").
-- A function with a SET clause is never inlined, so the setting holds for this scan only.
CREATE FUNCTION "venue_keyword_matches"(city_ids integer[], query text, groups text[], max_rows integer)
RETURNS TABLE (top_physical_id integer, mask integer, hits integer, order_quantity integer, community_type_id integer, category_id integer, name text)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $fn$
#variable_conflict use_column
DECLARE
  q tsquery := to_tsquery('simple', query);
  -- At most six parts (search-understanding.ts MAX_GROUPS); a missing one is null and matches nothing.
  p1 tsquery := to_tsquery('simple', groups[1]);
  p2 tsquery := CASE WHEN cardinality(groups) >= 2 THEN to_tsquery('simple', groups[2]) END;
  p3 tsquery := CASE WHEN cardinality(groups) >= 3 THEN to_tsquery('simple', groups[3]) END;
  p4 tsquery := CASE WHEN cardinality(groups) >= 4 THEN to_tsquery('simple', groups[4]) END;
  p5 tsquery := CASE WHEN cardinality(groups) >= 5 THEN to_tsquery('simple', groups[5]) END;
  p6 tsquery := CASE WHEN cardinality(groups) >= 6 THEN to_tsquery('simple', groups[6]) END;
BEGIN
  IF coalesce(cardinality(groups), 0) <= 1 THEN
    IF city_ids IS NULL THEN
      RETURN QUERY SELECT t.top_physical_id, 1, 1, t.order_quantity, t.community_type_id, t.category_id, t.name
        FROM venue_search_text t WHERE t.search_tsv @@ q LIMIT max_rows;
    ELSE
      RETURN QUERY SELECT t.top_physical_id, 1, 1, t.order_quantity, t.community_type_id, t.category_id, t.name
        FROM venue_search_text t WHERE t.city_id = ANY(city_ids) AND t.search_tsv @@ q LIMIT max_rows;
    END IF;
    RETURN;
  END IF;
  -- The city as its own branch: `city_id = any(…)` then narrows the GIN scan itself.
  RETURN QUERY SELECT s.top_physical_id, s.mask,
      (s.mask & 1) + ((s.mask >> 1) & 1) + ((s.mask >> 2) & 1) + ((s.mask >> 3) & 1) + ((s.mask >> 4) & 1) + ((s.mask >> 5) & 1),
      s.order_quantity, s.community_type_id, s.category_id, s.name
    FROM (SELECT t.top_physical_id, t.order_quantity, t.community_type_id, t.category_id, t.name,
        (CASE WHEN t.search_tsv @@ p1 THEN 1 ELSE 0 END) | (CASE WHEN p2 IS NOT NULL AND t.search_tsv @@ p2 THEN 2 ELSE 0 END)
        | (CASE WHEN p3 IS NOT NULL AND t.search_tsv @@ p3 THEN 4 ELSE 0 END) | (CASE WHEN p4 IS NOT NULL AND t.search_tsv @@ p4 THEN 8 ELSE 0 END)
        | (CASE WHEN p5 IS NOT NULL AND t.search_tsv @@ p5 THEN 16 ELSE 0 END) | (CASE WHEN p6 IS NOT NULL AND t.search_tsv @@ p6 THEN 32 ELSE 0 END) AS mask
      FROM venue_search_text t
      WHERE city_ids IS NULL AND t.search_tsv @@ q
      UNION ALL
      SELECT t.top_physical_id, t.order_quantity, t.community_type_id, t.category_id, t.name,
        (CASE WHEN t.search_tsv @@ p1 THEN 1 ELSE 0 END) | (CASE WHEN p2 IS NOT NULL AND t.search_tsv @@ p2 THEN 2 ELSE 0 END)
        | (CASE WHEN p3 IS NOT NULL AND t.search_tsv @@ p3 THEN 4 ELSE 0 END) | (CASE WHEN p4 IS NOT NULL AND t.search_tsv @@ p4 THEN 8 ELSE 0 END)
        | (CASE WHEN p5 IS NOT NULL AND t.search_tsv @@ p5 THEN 16 ELSE 0 END) | (CASE WHEN p6 IS NOT NULL AND t.search_tsv @@ p6 THEN 32 ELSE 0 END) AS mask
      FROM venue_search_text t
      WHERE city_ids IS NOT NULL AND t.city_id = ANY(city_ids) AND t.search_tsv @@ q) s;
END
$fn$;
