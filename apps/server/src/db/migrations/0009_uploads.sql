CREATE TABLE "upload_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"bucket" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bucket" varchar(16) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"thumbnail_key" varchar(200),
	"url" varchar(500) NOT NULL,
	"thumbnail_url" varchar(500),
	"original_name" varchar(120) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uploaded_files_size_positive" CHECK ("uploaded_files"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_tokens_token_hash_key" ON "upload_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "upload_tokens_expires_idx" ON "upload_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_storage_key_key" ON "uploaded_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_url_key" ON "uploaded_files" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploaded_files_user_bucket_idx" ON "uploaded_files" USING btree ("user_id","bucket");