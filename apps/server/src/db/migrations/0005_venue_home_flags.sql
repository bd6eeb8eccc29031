ALTER TABLE "venue_search" ADD COLUMN "has_subsidy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_search" ADD COLUMN "has_deposit_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Fill the flags of venues indexed before this migration.
UPDATE "venue_search" v SET "has_subsidy" = x.has_subsidy, "has_deposit_free" = x.has_deposit_free
FROM (
  SELECT s.top_physical_id AS id,
         coalesce(bool_or(sp.subsidy > 0 AND NOT s.is_enquiry), false) AS has_subsidy,
         coalesce(bool_or(sp.deposit = 0 AND sp.price > 0 AND NOT s.is_enquiry), false) AS has_deposit_free
  FROM selling_resources s JOIN selling_resource_prices sp ON sp.selling_resource_id = s.id
  WHERE s.is_online GROUP BY s.top_physical_id
) x
WHERE v.top_physical_id = x.id;
