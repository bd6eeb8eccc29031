CREATE TABLE "oauth_bind_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"provider" varchar(8) NOT NULL,
	"subject" varchar(128) NOT NULL,
	"openid" varchar(128) NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "oauth_bind_tokens_provider" CHECK ("oauth_bind_tokens"."provider" in ('wechat', 'qq'))
);
--> statement-breakpoint
CREATE TABLE "oauth_identities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(8) NOT NULL,
	"subject" varchar(128) NOT NULL,
	"openid" varchar(128) NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oauth_identities_provider" CHECK ("oauth_identities"."provider" in ('wechat', 'qq'))
);
--> statement-breakpoint
CREATE TABLE "oauth_login_states" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(8) NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"from_path" varchar(500) DEFAULT '/' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "oauth_login_states_provider" CHECK ("oauth_login_states"."provider" in ('wechat', 'qq'))
);
--> statement-breakpoint
CREATE TABLE "oauth_sandbox_grants" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(8) NOT NULL,
	"app_id" varchar(64) NOT NULL,
	"redirect_uri" varchar(500) NOT NULL,
	"openid" varchar(128) NOT NULL,
	"unionid" varchar(128),
	"nickname" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"access_token" varchar(64),
	"token_expires_at" timestamp with time zone,
	CONSTRAINT "oauth_sandbox_grants_provider" CHECK ("oauth_sandbox_grants"."provider" in ('wechat', 'qq'))
);
--> statement-breakpoint
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
ALTER TABLE "uploaded_files" ALTER COLUMN "content_type" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "agent_for" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "city_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD CONSTRAINT "oauth_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_forecasts" ADD CONSTRAINT "weather_forecasts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_bind_tokens_token_key" ON "oauth_bind_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_identities_subject_key" ON "oauth_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_identities_user_provider_key" ON "oauth_identities" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_login_states_state_key" ON "oauth_login_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "oauth_login_states_created_idx" ON "oauth_login_states" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_sandbox_grants_token_key" ON "oauth_sandbox_grants" USING btree ("access_token");--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_user_key" ON "service_providers" USING btree ("user_id");