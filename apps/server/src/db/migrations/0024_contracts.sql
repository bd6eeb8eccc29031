CREATE TABLE "contract_authority" (
	"id" smallint PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"certificate_pem" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_authority_single" CHECK ("contract_authority"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"role" varchar(10) NOT NULL,
	"user_id" bigint NOT NULL,
	"signer_name" varchar(60) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"certificate_pem" text NOT NULL,
	"certificate_serial" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_signatures_role_known" CHECK ("contract_signatures"."role" in ('buyer', 'supplier'))
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(40) NOT NULL,
	"body" text NOT NULL,
	"terms" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_item_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_num" varchar(28) NOT NULL,
	"contract_num" varchar(32) NOT NULL,
	"buyer_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"status" varchar(20) DEFAULT 'awaiting_signatures' NOT NULL,
	"facts" jsonb NOT NULL,
	"template_id" integer,
	"pdf" "bytea",
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" varchar(20),
	CONSTRAINT "contracts_status_known" CHECK ("contracts"."status" in ('awaiting_signatures', 'signed', 'void')),
	CONSTRAINT "contracts_signed_consistent" CHECK (("contracts"."status" = 'signed') = ("contracts"."signed_at" is not null)),
	CONSTRAINT "contracts_void_consistent" CHECK (("contracts"."status" = 'void') = ("contracts"."voided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_party_key" ON "contract_signatures" USING btree ("contract_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_order_item_key" ON "contracts" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contract_num_key" ON "contracts" USING btree ("contract_num");--> statement-breakpoint
CREATE INDEX "contracts_order_idx" ON "contracts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "contracts_buyer_idx" ON "contracts" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_supplier_idx" ON "contracts" USING btree ("supplier_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);