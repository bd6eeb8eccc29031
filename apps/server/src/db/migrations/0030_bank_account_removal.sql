DROP INDEX "supplier_bank_accounts_number_key";--> statement-breakpoint
ALTER TABLE "supplier_bank_accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bank_accounts_number_key" ON "supplier_bank_accounts" USING btree ("supplier_id","account_number") WHERE "supplier_bank_accounts"."deleted_at" is null;