CREATE TABLE "demand_follow_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"demand_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"from_status" varchar(10) NOT NULL,
	"to_status" varchar(10) NOT NULL,
	"note" varchar(200) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_receivers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"demand_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" varchar(24) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demand_receivers_mobile_format" CHECK ("demand_receivers"."mobile" ~ '^1[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" varchar(8) DEFAULT 'pc' NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"name" varchar(24) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"product" varchar(30) DEFAULT '' NOT NULL,
	"minimum_area" numeric(14, 2),
	"maximum_area" numeric(14, 2),
	"single_field_budget" bigint,
	"start_date" date,
	"end_date" date,
	"city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"community_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"spread_way_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"community_id" integer,
	"physical_resource_id" integer,
	"power" boolean DEFAULT false NOT NULL,
	"carport" boolean DEFAULT false NOT NULL,
	"stay_overnight" boolean DEFAULT false NOT NULL,
	"leaflet" boolean DEFAULT false NOT NULL,
	"establish" boolean DEFAULT false NOT NULL,
	"part_time_job" boolean DEFAULT false NOT NULL,
	"ex_description" text DEFAULT '' NOT NULL,
	"pic_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"accepted_count" smallint DEFAULT 0 NOT NULL,
	"follow_note" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demands_status_known" CHECK ("demands"."status" in ('open', 'contacted', 'closed')),
	CONSTRAINT "demands_accepted_count_range" CHECK ("demands"."accepted_count" between 0 and 5),
	CONSTRAINT "demands_mobile_format" CHECK ("demands"."mobile" ~ '^1[0-9]{10}$'),
	CONSTRAINT "demands_description_length" CHECK (char_length("demands"."ex_description") <= 1000),
	CONSTRAINT "demands_pictures_count" CHECK (cardinality("demands"."pic_urls") <= 12),
	CONSTRAINT "demands_dates_ordered" CHECK ("demands"."end_date" >= "demands"."start_date"),
	CONSTRAINT "demands_areas_ordered" CHECK ("demands"."minimum_area" <= "demands"."maximum_area"),
	CONSTRAINT "demands_budget_non_negative" CHECK ("demands"."single_field_budget" >= 0),
	CONSTRAINT "demands_all_cities_alone" CHECK (not (0 = any("demands"."city_ids")) or cardinality("demands"."city_ids") = 1),
	CONSTRAINT "demands_full_form_complete" CHECK ("demands"."is_home" or ("demands"."start_date" is not null and "demands"."end_date" is not null and "demands"."single_field_budget" is not null and "demands"."minimum_area" is not null and "demands"."maximum_area" is not null and "demands"."product" <> ''))
);
--> statement-breakpoint
ALTER TABLE "demand_follow_ups" ADD CONSTRAINT "demand_follow_ups_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_follow_ups" ADD CONSTRAINT "demand_follow_ups_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_receivers" ADD CONSTRAINT "demand_receivers_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_receivers" ADD CONSTRAINT "demand_receivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_physical_resource_id_physical_resources_id_fk" FOREIGN KEY ("physical_resource_id") REFERENCES "public"."physical_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_follow_ups_demand_idx" ON "demand_follow_ups" USING btree ("demand_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_receivers_once_key" ON "demand_receivers" USING btree ("demand_id","user_id");--> statement-breakpoint
CREATE INDEX "demand_receivers_user_idx" ON "demand_receivers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demands_hall_idx" ON "demands" USING btree ("status","end_date","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demands_user_idx" ON "demands" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demands_city_ids_idx" ON "demands" USING gin ("city_ids");--> statement-breakpoint
CREATE FUNCTION "demand_receivers_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The acceptance count lives beside the demand (the hall reads it) and is kept here, by the database:
  -- a sixth acceptance makes demands_accepted_count_range fail and its insert is rolled back.
  IF TG_OP = 'INSERT' THEN
    UPDATE "demands" SET "accepted_count" = "accepted_count" + 1 WHERE "id" = NEW."demand_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "demands" SET "accepted_count" = "accepted_count" - 1 WHERE "id" = OLD."demand_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "demand_receivers_count" AFTER INSERT OR DELETE ON "demand_receivers" FOR EACH ROW EXECUTE FUNCTION "demand_receivers_count"();
