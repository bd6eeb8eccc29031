ALTER TABLE "venue_search" ADD COLUMN "floor_day_price" bigint;--> statement-breakpoint
CREATE INDEX "venue_search_city_day_price_idx" ON "venue_search" USING btree ("city_id","floor_day_price");--> statement-breakpoint
-- hand-written: fill the new column for rows indexed before it existed (same rule as DAY_EQUIVALENT_SQL in
-- modules/catalogue/venue-search-index.ts: a period's price ÷ its days, half-up).
UPDATE "venue_search" v SET "floor_day_price" = b.floor_day_price
FROM (
  SELECT s.top_physical_id AS id,
         min(round(sp.price::numeric / (CASE sp.lease_term_type_id WHEN 3 THEN 7 WHEN 4 THEN 30 WHEN 5 THEN 365 WHEN 6 THEN 15 WHEN 7 THEN 180 WHEN 8 THEN 90 ELSE 1 END))::bigint)
           FILTER (WHERE NOT s.is_enquiry AND sp.price > 0) AS floor_day_price
  FROM selling_resources s JOIN selling_resource_prices sp ON sp.selling_resource_id = s.id
  WHERE s.is_online
  GROUP BY s.top_physical_id
) b
WHERE b.id = v.top_physical_id;
