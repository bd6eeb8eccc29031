CREATE TABLE "article_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_types_kind_known" CHECK ("article_types"."kind" in ('help', 'recruitment', 'company_news', 'industry_news', 'company'))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_type_id" smallint NOT NULL,
	"title" varchar(60) NOT NULL,
	"summary" varchar(200) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"cover_url" text,
	"status" varchar(10) DEFAULT 'published' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_status_known" CHECK ("articles"."status" in ('published', 'draft')),
	CONSTRAINT "articles_published_has_time" CHECK ("articles"."status" <> 'published' or "articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_reason" varchar(100);--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply" varchar(500);--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "handled_by" bigint;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_article_type_id_article_types_id_fk" FOREIGN KEY ("article_type_id") REFERENCES "public"."article_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_type_published_idx" ON "articles" USING btree ("article_type_id","sort" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."status" = 'published';--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_status_created_idx" ON "feedbacks" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "article_types" ("id", "name", "kind", "sort") VALUES
  (1, '新手指南', 'help', 1),
  (2, '预订与支付', 'help', 2),
  (3, '订单与售后', 'help', 3),
  (4, '发票与合同', 'help', 4),
  (5, '供应商指南', 'help', 5),
  (10, '招聘职位', 'recruitment', 10),
  (17, '公司新闻', 'company_news', 17),
  (18, '行业新闻', 'industry_news', 18),
  (20, '关于我们', 'company', 20);
