CREATE TABLE "weather_forecasts" (
	"city_id" integer NOT NULL,
	"date" date NOT NULL,
	"text" varchar(20) NOT NULL,
	"temp_min" smallint NOT NULL,
	"temp_max" smallint NOT NULL,
	"source" varchar(12) NOT NULL,
	"forecast_on" date NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weather_forecasts_city_id_date_pk" PRIMARY KEY("city_id","date")
);
--> statement-breakpoint
ALTER TABLE "weather_forecasts" ADD CONSTRAINT "weather_forecasts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;