CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"en_name" varchar(40) NOT NULL,
	"domain_name" varchar(40) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_coordinates" CHECK ("cities"."latitude" between -90 and 90 and "cities"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subway_line_stations" (
	"line_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "subway_line_stations_line_id_station_id_pk" PRIMARY KEY("line_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "subway_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"color" varchar(7) DEFAULT '#888888' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subway_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"name" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"kind" varchar(10) DEFAULT 'venue' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_key" UNIQUE("name"),
	CONSTRAINT "categories_kind_known" CHECK ("categories"."kind" in ('venue', 'ad'))
);
--> statement-breakpoint
CREATE TABLE "category_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "community_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"city_id" integer,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_term_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(10) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"kind" varchar(6) NOT NULL,
	"days" smallint NOT NULL,
	CONSTRAINT "lease_term_types_id_range" CHECK ("lease_term_types"."id" between 3 and 15),
	CONSTRAINT "lease_term_types_kind_known" CHECK ("lease_term_types"."kind" in ('period', 'day'))
);
--> statement-breakpoint
CREATE TABLE "location_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "location_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"owner_id" bigint NOT NULL,
	"is_proprietary" boolean DEFAULT false NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"trading_area_id" integer,
	"subway_station_id" integer,
	"community_type_id" integer NOT NULL,
	"location_type_id" integer NOT NULL,
	"address" varchar(120) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"year" smallint,
	"person_flow" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_coordinates" CHECK ("communities"."latitude" between -90 and 90 and "communities"."longitude" between -180 and 180),
	CONSTRAINT "communities_year_range" CHECK ("communities"."year" is null or "communities"."year" between 1800 and 2100),
	CONSTRAINT "communities_person_flow_non_negative" CHECK ("communities"."person_flow" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_labels" (
	"community_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "community_labels_community_id_label_id_pk" PRIMARY KEY("community_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "physical_resource_attribute_options" (
	"physical_resource_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "physical_resource_attribute_options_physical_resource_id_option_id_pk" PRIMARY KEY("physical_resource_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "physical_resource_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"physical_resource_id" integer NOT NULL,
	"kind" varchar(5) NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "physical_resource_images_kind_known" CHECK ("physical_resource_images"."kind" in ('photo', 'case'))
);
--> statement-breakpoint
CREATE TABLE "physical_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"parent_id" integer,
	"top_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"category_id" integer NOT NULL,
	"indoor" boolean NOT NULL,
	"area" numeric(10, 2) NOT NULL,
	"person_flow" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"panorama_url" text,
	"favorite_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "physical_resources_top_consistent" CHECK (("physical_resources"."parent_id" is null) = ("physical_resources"."top_id" = "physical_resources"."id")),
	CONSTRAINT "physical_resources_area_positive" CHECK ("physical_resources"."area" > 0),
	CONSTRAINT "physical_resources_person_flow_non_negative" CHECK ("physical_resources"."person_flow" >= 0),
	CONSTRAINT "physical_resources_favorite_count_non_negative" CHECK ("physical_resources"."favorite_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "selling_resource_dated_prices" (
	"selling_resource_id" integer NOT NULL,
	"kind" varchar(7) NOT NULL,
	"date" date NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "selling_resource_dated_prices_selling_resource_id_kind_date_pk" PRIMARY KEY("selling_resource_id","kind","date"),
	CONSTRAINT "selling_resource_dated_prices_kind_known" CHECK ("selling_resource_dated_prices"."kind" in ('special', 'raised')),
	CONSTRAINT "selling_resource_dated_prices_positive" CHECK ("selling_resource_dated_prices"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "selling_resource_prices" (
	"selling_resource_id" integer NOT NULL,
	"lease_term_type_id" smallint NOT NULL,
	"price" bigint NOT NULL,
	"subsidy" bigint DEFAULT 0 NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "selling_resource_prices_selling_resource_id_lease_term_type_id_pk" PRIMARY KEY("selling_resource_id","lease_term_type_id"),
	CONSTRAINT "selling_resource_prices_non_negative" CHECK ("selling_resource_prices"."price" >= 0 and "selling_resource_prices"."subsidy" >= 0 and "selling_resource_prices"."deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "selling_resource_unavailable_dates" (
	"selling_resource_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "selling_resource_unavailable_dates_selling_resource_id_date_pk" PRIMARY KEY("selling_resource_id","date")
);
--> statement-breakpoint
CREATE TABLE "selling_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"physical_resource_id" integer NOT NULL,
	"top_physical_id" integer NOT NULL,
	"supplier_id" bigint NOT NULL,
	"size" varchar(40) NOT NULL,
	"custom_dimension" varchar(60) DEFAULT '' NOT NULL,
	"custom_name" varchar(60) DEFAULT '' NOT NULL,
	"lease_term_type_id" smallint NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"is_enquiry" boolean DEFAULT false NOT NULL,
	"minimum_booking_days" integer DEFAULT 1 NOT NULL,
	"days_in_advance" integer DEFAULT 2 NOT NULL,
	"res_type_id" smallint DEFAULT 1 NOT NULL,
	"activity_type_name" varchar(20),
	"activity_start_date" date,
	"deadline" date,
	"has_chair" boolean DEFAULT false NOT NULL,
	"has_power" boolean DEFAULT false NOT NULL,
	"has_tent" boolean DEFAULT false NOT NULL,
	"leaflet" boolean DEFAULT false NOT NULL,
	"overnight_material" boolean DEFAULT false NOT NULL,
	"subsidy_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"min_after_subsidy" bigint DEFAULT 0 NOT NULL,
	"max_after_subsidy" bigint DEFAULT 0 NOT NULL,
	"special_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"tag" varchar(20) DEFAULT '' NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selling_resources_count_positive" CHECK ("selling_resources"."count" > 0),
	CONSTRAINT "selling_resources_minimum_booking_days" CHECK ("selling_resources"."minimum_booking_days" >= 1),
	CONSTRAINT "selling_resources_days_in_advance" CHECK ("selling_resources"."days_in_advance" >= 0),
	CONSTRAINT "selling_resources_res_type_known" CHECK ("selling_resources"."res_type_id" in (1, 2, 3)),
	CONSTRAINT "selling_resources_activity_window" CHECK ("selling_resources"."deadline" is null or "selling_resources"."activity_start_date" is null or "selling_resources"."activity_start_date" <= "selling_resources"."deadline"),
	CONSTRAINT "selling_resources_subsidy_rate" CHECK ("selling_resources"."subsidy_rate" between 0 and 100),
	CONSTRAINT "selling_resources_subsidy_bounds" CHECK ("selling_resources"."min_after_subsidy" >= 0 and "selling_resources"."max_after_subsidy" >= "selling_resources"."min_after_subsidy")
);
--> statement-breakpoint
CREATE TABLE "venue_search" (
	"top_physical_id" integer PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"trading_area_id" integer,
	"subway_station_id" integer,
	"subway_line_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"label_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"community_type_id" integer NOT NULL,
	"location_type_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_kind" varchar(10) NOT NULL,
	"attribute_option_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"res_type_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"indoor" boolean NOT NULL,
	"area" numeric(10, 2) NOT NULL,
	"person_flow" integer NOT NULL,
	"year" smallint,
	"has_panorama" boolean NOT NULL,
	"is_proprietary" boolean NOT NULL,
	"floor_price" bigint,
	"max_price" bigint,
	"is_enquiry" boolean NOT NULL,
	"order_quantity" integer DEFAULT 0 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"geo" "point" GENERATED ALWAYS AS (point(longitude * cos(radians(latitude)), latitude)) STORED,
	"name" varchar(60) NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"search_words" text DEFAULT '' NOT NULL,
	"search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_words)) STORED
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"top_physical_id" integer NOT NULL,
	"selling_resource_id" integer,
	"user_id" bigint,
	"author_name" varchar(24) NOT NULL,
	"score" smallint NOT NULL,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comments_score_range" CHECK ("comments"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" bigint NOT NULL,
	"physical_resource_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorites_user_id_physical_resource_id_pk" PRIMARY KEY("user_id","physical_resource_id")
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"feedback_type" smallint NOT NULL,
	"content" varchar(500) NOT NULL,
	"community_id" integer,
	"physical_resource_id" integer,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedbacks_type_known" CHECK ("feedbacks"."feedback_type" in (1, 2)),
	CONSTRAINT "feedbacks_status_known" CHECK ("feedbacks"."status" in ('open', 'handled'))
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"city_id" integer,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"top_physical_id" integer NOT NULL,
	"selling_resource_id" integer,
	"buyer_name" varchar(40) NOT NULL,
	"size" varchar(40) NOT NULL,
	"lease_term_type_id" smallint NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	"start_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sales_records_count_positive" CHECK ("sales_records"."count" > 0),
	CONSTRAINT "sales_records_amount_non_negative" CHECK ("sales_records"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_histories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"custom_name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_case_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_case_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "activity_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"brand" varchar(30) DEFAULT '' NOT NULL,
	"cover_url" text NOT NULL,
	"city_id" integer NOT NULL,
	"community_id" integer,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"held_on" date NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_provider_types" (
	"provider_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "service_provider_types_provider_id_type_id_pk" PRIMARY KEY("provider_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"name" varchar(60) NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"city_id" integer NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"contact_name" varchar(24) DEFAULT '' NOT NULL,
	"contact_mobile" varchar(11) DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"case_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_providers_case_count" CHECK ("service_providers"."case_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "service_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subway_line_stations" ADD CONSTRAINT "subway_line_stations_line_id_subway_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."subway_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subway_line_stations" ADD CONSTRAINT "subway_line_stations_station_id_subway_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."subway_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subway_lines" ADD CONSTRAINT "subway_lines_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subway_stations" ADD CONSTRAINT "subway_stations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_areas" ADD CONSTRAINT "trading_areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_areas" ADD CONSTRAINT "trading_areas_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_trading_area_id_trading_areas_id_fk" FOREIGN KEY ("trading_area_id") REFERENCES "public"."trading_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_subway_station_id_subway_stations_id_fk" FOREIGN KEY ("subway_station_id") REFERENCES "public"."subway_stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_community_type_id_community_types_id_fk" FOREIGN KEY ("community_type_id") REFERENCES "public"."community_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_location_type_id_location_types_id_fk" FOREIGN KEY ("location_type_id") REFERENCES "public"."location_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_images" ADD CONSTRAINT "community_images_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_labels" ADD CONSTRAINT "community_labels_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_labels" ADD CONSTRAINT "community_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_resource_attribute_options" ADD CONSTRAINT "physical_resource_attribute_options_physical_resource_id_physical_resources_id_fk" FOREIGN KEY ("physical_resource_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_resource_attribute_options" ADD CONSTRAINT "physical_resource_attribute_options_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_resource_images" ADD CONSTRAINT "physical_resource_images_physical_resource_id_physical_resources_id_fk" FOREIGN KEY ("physical_resource_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_resources" ADD CONSTRAINT "physical_resources_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_resources" ADD CONSTRAINT "physical_resources_parent_id_physical_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_resources" ADD CONSTRAINT "physical_resources_top_id_physical_resources_id_fk" FOREIGN KEY ("top_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_resources" ADD CONSTRAINT "physical_resources_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_resource_dated_prices" ADD CONSTRAINT "selling_resource_dated_prices_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_resource_prices" ADD CONSTRAINT "selling_resource_prices_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_resource_prices" ADD CONSTRAINT "selling_resource_prices_lease_term_type_id_lease_term_types_id_fk" FOREIGN KEY ("lease_term_type_id") REFERENCES "public"."lease_term_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_resource_unavailable_dates" ADD CONSTRAINT "selling_resource_unavailable_dates_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_resources" ADD CONSTRAINT "selling_resources_physical_resource_id_physical_resources_id_fk" FOREIGN KEY ("physical_resource_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_resources" ADD CONSTRAINT "selling_resources_top_physical_id_physical_resources_id_fk" FOREIGN KEY ("top_physical_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_resources" ADD CONSTRAINT "selling_resources_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_resources" ADD CONSTRAINT "selling_resources_lease_term_type_id_lease_term_types_id_fk" FOREIGN KEY ("lease_term_type_id") REFERENCES "public"."lease_term_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_search" ADD CONSTRAINT "venue_search_top_physical_id_physical_resources_id_fk" FOREIGN KEY ("top_physical_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_top_physical_id_physical_resources_id_fk" FOREIGN KEY ("top_physical_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_physical_resource_id_physical_resources_id_fk" FOREIGN KEY ("physical_resource_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_physical_resource_id_physical_resources_id_fk" FOREIGN KEY ("physical_resource_id") REFERENCES "public"."physical_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_words" ADD CONSTRAINT "hot_words_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_records" ADD CONSTRAINT "sales_records_top_physical_id_physical_resources_id_fk" FOREIGN KEY ("top_physical_id") REFERENCES "public"."physical_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_records" ADD CONSTRAINT "sales_records_selling_resource_id_selling_resources_id_fk" FOREIGN KEY ("selling_resource_id") REFERENCES "public"."selling_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_records" ADD CONSTRAINT "sales_records_lease_term_type_id_lease_term_types_id_fk" FOREIGN KEY ("lease_term_type_id") REFERENCES "public"."lease_term_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_histories" ADD CONSTRAINT "search_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_cases" ADD CONSTRAINT "activity_cases_type_id_activity_case_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."activity_case_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_cases" ADD CONSTRAINT "activity_cases_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_cases" ADD CONSTRAINT "activity_cases_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_types" ADD CONSTRAINT "service_provider_types_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_provider_types" ADD CONSTRAINT "service_provider_types_type_id_service_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."service_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_domain_name_key" ON "cities" USING btree ("domain_name");--> statement-breakpoint
CREATE INDEX "cities_province_idx" ON "cities" USING btree ("province_id");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_city_name_key" ON "districts" USING btree ("city_id","name");--> statement-breakpoint
CREATE INDEX "subway_line_stations_station_idx" ON "subway_line_stations" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subway_lines_city_name_key" ON "subway_lines" USING btree ("city_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "subway_stations_city_name_key" ON "subway_stations" USING btree ("city_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_areas_city_name_key" ON "trading_areas" USING btree ("city_id","name");--> statement-breakpoint
CREATE INDEX "trading_areas_district_idx" ON "trading_areas" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_options_attribute_name_key" ON "attribute_options" USING btree ("attribute_id","name");--> statement-breakpoint
CREATE INDEX "attribute_options_attribute_idx" ON "attribute_options" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_attributes_category_name_key" ON "category_attributes" USING btree ("category_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_name_type_key" ON "labels" USING btree ("name","type");--> statement-breakpoint
CREATE INDEX "communities_city_idx" ON "communities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "communities_owner_idx" ON "communities" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "community_images_community_idx" ON "community_images" USING btree ("community_id","position");--> statement-breakpoint
CREATE INDEX "community_labels_label_idx" ON "community_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "physical_resource_images_resource_idx" ON "physical_resource_images" USING btree ("physical_resource_id","kind","position");--> statement-breakpoint
CREATE INDEX "physical_resources_community_idx" ON "physical_resources" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "physical_resources_top_idx" ON "physical_resources" USING btree ("top_id");--> statement-breakpoint
CREATE INDEX "selling_resources_top_idx" ON "selling_resources" USING btree ("top_physical_id");--> statement-breakpoint
CREATE INDEX "selling_resources_physical_idx" ON "selling_resources" USING btree ("physical_resource_id");--> statement-breakpoint
CREATE INDEX "selling_resources_supplier_idx" ON "selling_resources" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "selling_resources_activity_idx" ON "selling_resources" USING btree ("res_type_id","deadline") WHERE "selling_resources"."res_type_id" = 3;--> statement-breakpoint
CREATE INDEX "venue_search_city_order_idx" ON "venue_search" USING btree ("city_id","order_quantity" DESC NULLS LAST,"top_physical_id");--> statement-breakpoint
CREATE INDEX "venue_search_city_price_idx" ON "venue_search" USING btree ("city_id","floor_price");--> statement-breakpoint
CREATE INDEX "venue_search_district_idx" ON "venue_search" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "venue_search_trading_area_idx" ON "venue_search" USING btree ("trading_area_id");--> statement-breakpoint
CREATE INDEX "venue_search_station_idx" ON "venue_search" USING btree ("subway_station_id");--> statement-breakpoint
CREATE INDEX "venue_search_community_idx" ON "venue_search" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "venue_search_order_idx" ON "venue_search" USING btree ("order_quantity" DESC NULLS LAST,"top_physical_id");--> statement-breakpoint
CREATE INDEX "venue_search_lines_gin" ON "venue_search" USING gin ("subway_line_ids");--> statement-breakpoint
CREATE INDEX "venue_search_labels_gin" ON "venue_search" USING gin ("label_ids");--> statement-breakpoint
CREATE INDEX "venue_search_options_gin" ON "venue_search" USING gin ("attribute_option_ids");--> statement-breakpoint
CREATE INDEX "venue_search_tsv_gin" ON "venue_search" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "venue_search_geo_gist" ON "venue_search" USING gist ("geo");--> statement-breakpoint
CREATE INDEX "comments_top_created_idx" ON "comments" USING btree ("top_physical_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedbacks_created_idx" ON "feedbacks" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hot_words_city_sort_idx" ON "hot_words" USING btree ("city_id","sort");--> statement-breakpoint
CREATE INDEX "sales_records_top_created_idx" ON "sales_records" USING btree ("top_physical_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_histories_user_name_key" ON "search_histories" USING btree ("user_id","custom_name");--> statement-breakpoint
CREATE INDEX "search_histories_user_created_idx" ON "search_histories" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_cases_type_idx" ON "activity_cases" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "activity_cases_order_idx" ON "activity_cases" USING btree ("sort" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_provider_types_type_idx" ON "service_provider_types" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "service_providers_city_idx" ON "service_providers" USING btree ("city_id");--> statement-breakpoint
-- The lease-term table of packages/domain/src/lease-terms.ts (a test keeps both identical).
INSERT INTO "lease_term_types" ("id", "name", "unit", "kind", "days") VALUES
	(3, '周租', '周', 'period', 7),
	(4, '月租', '月', 'period', 30),
	(5, '年租', '年', 'period', 365),
	(6, '半月租', '半月', 'period', 15),
	(7, '半年租', '半年', 'period', 180),
	(8, '季租', '季', 'period', 90),
	(9, '天', '天', 'day', 1),
	(10, '工作日', '天', 'day', 1),
	(11, '周末', '天', 'day', 1),
	(12, '节假日', '天', 'day', 1),
	(13, '半天', '半天', 'day', 1),
	(14, '小时段', '时段', 'day', 1),
	(15, '场次', '场', 'day', 1);
