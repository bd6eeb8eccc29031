-- The insights' daily roll-up (issue 42, decision 0061). Tables and indexes from drizzle-kit; the marking
-- triggers and the first marks are hand-written (drizzle-kit does not model triggers).
CREATE TABLE "insights_daily" (
	"day" date NOT NULL,
	"dim" smallint NOT NULL,
	"key" integer NOT NULL,
	"gmv" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"top_amount" bigint DEFAULT 0 NOT NULL,
	"top_item_id" bigint DEFAULT 0 NOT NULL,
	"top_supplier_id" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"cart_adds" integer DEFAULT 0 NOT NULL,
	"orders_placed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_daily_pkey" PRIMARY KEY("dim","day","key")
);
--> statement-breakpoint
CREATE TABLE "insights_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_stale_marks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_venue_daily" (
	"supplier_id" integer NOT NULL,
	"day" date NOT NULL,
	"physical_resource_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_venue_daily_pkey" PRIMARY KEY("day","supplier_id","physical_resource_id")
);
--> statement-breakpoint
CREATE INDEX "insights_stale_marks_day_idx" ON "insights_stale_marks" USING btree ("day");--> statement-breakpoint
CREATE INDEX "booked_units_date_idx" ON "booked_units" USING btree ("date") INCLUDE ("selling_resource_id", "held");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "physical_resources_top_community_idx" ON "physical_resources" USING btree ("community_id","id") INCLUDE ("name") WHERE "physical_resources"."parent_id" is null;--> statement-breakpoint
-- A supplier's communities and booths from the index alone (hand-written INCLUDE columns; drizzle-kit models the keys).
DROP INDEX "communities_owner_idx";--> statement-breakpoint
CREATE INDEX "communities_owner_idx" ON "communities" USING btree ("owner_id") INCLUDE ("id");--> statement-breakpoint
DROP INDEX "selling_resources_supplier_idx";--> statement-breakpoint
CREATE INDEX "selling_resources_supplier_idx" ON "selling_resources" USING btree ("supplier_id") INCLUDE ("id", "top_physical_id", "count", "deleted_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_done_idx" ON "payment_refunds" USING btree ("done_at") WHERE "payment_refunds"."status" = 'done';--> statement-breakpoint
-- Every statement that changes what a day's figures sum appends one mark per day it touched (never merged into an
-- existing row, so the roll-up job, deleting only the marks it can see, keeps those of transactions in flight).
-- Statement triggers with transition tables: a bulk insert marks each of its days once.
CREATE FUNCTION "insights_mark_days"(days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO insights_stale_marks (day) SELECT DISTINCT d FROM unnest(days) d WHERE d IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION "insights_order_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM insights_mark_days(array(
      SELECT (v.at AT TIME ZONE 'Asia/Shanghai')::date FROM new_rows n CROSS JOIN LATERAL (VALUES (n.paid_at), (n.reviewed_at)) v(at)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM insights_mark_days(array(
      SELECT (v.at AT TIME ZONE 'Asia/Shanghai')::date FROM old_rows o CROSS JOIN LATERAL (VALUES (o.paid_at), (o.reviewed_at)) v(at)));
  ELSE
    -- The pay day (sales) and the review day (review times) of a sub-order whose summed columns changed.
    PERFORM insights_mark_days(array(
      SELECT (v.at AT TIME ZONE 'Asia/Shanghai')::date
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.paid_at), (n.paid_at), (o.reviewed_at), (n.reviewed_at)) v(at)
       WHERE (o.paid_at, o.reviewed_at, o.amount, o.order_id, o.supplier_id, o.top_physical_id)
             IS DISTINCT FROM (n.paid_at, n.reviewed_at, n.amount, n.order_id, n.supplier_id, n.top_physical_id)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "insights_order_items_inserted" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_order_items_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_order_items_updated" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_order_items_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_order_items_deleted" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_order_items_changed"();--> statement-breakpoint
-- A sub-order's commission counts on its pay day.
CREATE FUNCTION "insights_earnings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM insights_mark_days(array(
      SELECT (i.paid_at AT TIME ZONE 'Asia/Shanghai')::date FROM new_rows e JOIN order_items i ON i.id = e.order_item_id WHERE e.kind = 'earning'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM insights_mark_days(array(
      SELECT (i.paid_at AT TIME ZONE 'Asia/Shanghai')::date FROM old_rows e JOIN order_items i ON i.id = e.order_item_id WHERE e.kind = 'earning'));
  ELSE
    PERFORM insights_mark_days(array(
      SELECT (i.paid_at AT TIME ZONE 'Asia/Shanghai')::date
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        JOIN order_items i ON i.id IN (o.order_item_id, n.order_item_id)
       WHERE (o.kind = 'earning' OR n.kind = 'earning')
         AND (o.kind, o.commission, o.order_item_id) IS DISTINCT FROM (n.kind, n.commission, n.order_item_id)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "insights_earnings_inserted" AFTER INSERT ON "settlement_earnings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_earnings_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_earnings_updated" AFTER UPDATE ON "settlement_earnings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_earnings_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_earnings_deleted" AFTER DELETE ON "settlement_earnings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_earnings_changed"();--> statement-breakpoint
-- The funnel: placed orders and cart adds by their Shanghai creation day, views by their day.
CREATE FUNCTION "insights_created_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM insights_mark_days(array(SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date FROM new_rows));
  ELSE
    PERFORM insights_mark_days(array(SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "insights_orders_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_created_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_orders_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_created_changed"();--> statement-breakpoint
-- Paid orders and buyers: an order's pay day when its payment or buyer changed.
CREATE FUNCTION "insights_orders_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_mark_days(array(
    SELECT (v.at AT TIME ZONE 'Asia/Shanghai')::date
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.paid_at), (n.paid_at)) v(at)
     WHERE (o.paid_at, o.user_id) IS DISTINCT FROM (n.paid_at, n.user_id)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "insights_orders_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_orders_updated"();--> statement-breakpoint
-- Refunds: the day a refund was done.
CREATE FUNCTION "insights_refunds_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM insights_mark_days(array(SELECT (done_at AT TIME ZONE 'Asia/Shanghai')::date FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM insights_mark_days(array(SELECT (done_at AT TIME ZONE 'Asia/Shanghai')::date FROM old_rows));
  ELSE
    PERFORM insights_mark_days(array(
      SELECT (v.at AT TIME ZONE 'Asia/Shanghai')::date
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.done_at), (n.done_at)) v(at)
       WHERE (o.done_at, o.status, o.amount) IS DISTINCT FROM (n.done_at, n.status, n.amount)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "insights_refunds_inserted" AFTER INSERT ON "payment_refunds" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_refunds_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_refunds_updated" AFTER UPDATE ON "payment_refunds" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_refunds_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_refunds_deleted" AFTER DELETE ON "payment_refunds" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_refunds_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_cart_items_inserted" AFTER INSERT ON "cart_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_created_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_cart_items_deleted" AFTER DELETE ON "cart_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_created_changed"();--> statement-breakpoint
CREATE FUNCTION "insights_views_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM insights_mark_days(array(SELECT day FROM new_rows));
  ELSE
    PERFORM insights_mark_days(array(SELECT day FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "insights_views_inserted" AFTER INSERT ON "venue_views" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_views_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_views_deleted" AFTER DELETE ON "venue_views" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_views_changed"();--> statement-breakpoint
-- Occupancy (booked unit-days by date) and enquiries (by their Shanghai creation day), the supplier's side.
CREATE FUNCTION "insights_booked_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM insights_mark_days(array(SELECT date FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM insights_mark_days(array(SELECT date FROM old_rows));
  ELSE
    PERFORM insights_mark_days(array(SELECT date FROM old_rows UNION SELECT date FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "insights_booked_inserted" AFTER INSERT ON "booked_units" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_booked_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_booked_updated" AFTER UPDATE ON "booked_units" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_booked_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_booked_deleted" AFTER DELETE ON "booked_units" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_booked_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_enquiries_inserted" AFTER INSERT ON "enquiries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_created_changed"();--> statement-breakpoint
CREATE TRIGGER "insights_enquiries_deleted" AFTER DELETE ON "enquiries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "insights_created_changed"();--> statement-breakpoint
-- The days that already have figures: nothing is rolled up yet, so they are read live until the job has run.
INSERT INTO insights_stale_marks (day)
SELECT DISTINCT d FROM (
  SELECT (paid_at AT TIME ZONE 'Asia/Shanghai')::date AS d FROM order_items WHERE paid_at IS NOT NULL
  UNION SELECT (reviewed_at AT TIME ZONE 'Asia/Shanghai')::date FROM order_items WHERE reviewed_at IS NOT NULL
  UNION SELECT (done_at AT TIME ZONE 'Asia/Shanghai')::date FROM payment_refunds WHERE done_at IS NOT NULL
  UNION SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date FROM orders
  UNION SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date FROM cart_items
  UNION SELECT day FROM venue_views
  UNION SELECT date FROM booked_units
  UNION SELECT (created_at AT TIME ZONE 'Asia/Shanghai')::date FROM enquiries
) x WHERE d IS NOT NULL;
