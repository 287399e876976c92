CREATE TABLE "reconciliation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"row_key" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"charge_id" integer,
	"credit_note_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_closings" (
	"period" text PRIMARY KEY NOT NULL,
	"import_id" integer,
	"rows" jsonb NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"row_count" integer NOT NULL,
	"currency" text,
	"total" numeric(14, 2) NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"supplier_subscription_id" text NOT NULL,
	"customer_tenant_id" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"charge_type" text NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"effective_unit_price" numeric(18, 6) NOT NULL,
	"billable_quantity" integer NOT NULL,
	"exchange_rate" numeric(18, 9) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"reported_subtotal" numeric(14, 2),
	"currency" text NOT NULL,
	"charge_start" date NOT NULL,
	"charge_end" date NOT NULL,
	"order_id" text,
	"invoice_number" text
);
--> statement-breakpoint
ALTER TABLE "partner_center_sandbox"."charges" ADD COLUMN "effective_unit_price" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "reconciliation_actions" ADD CONSTRAINT "reconciliation_actions_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_actions" ADD CONSTRAINT "reconciliation_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_closings" ADD CONSTRAINT "reconciliation_closings_import_id_reconciliation_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."reconciliation_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_closings" ADD CONSTRAINT "reconciliation_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_imports" ADD CONSTRAINT "reconciliation_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_import_id_reconciliation_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."reconciliation_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_actions_period_idx" ON "reconciliation_actions" USING btree ("period","row_key");--> statement-breakpoint
CREATE INDEX "reconciliation_imports_period_idx" ON "reconciliation_imports" USING btree ("period","id");--> statement-breakpoint
CREATE INDEX "reconciliation_lines_import_idx" ON "reconciliation_lines" USING btree ("import_id","supplier_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_whole_period_key" ON "partner_center_sandbox"."charges" USING btree ("subscription_id","charge_start") WHERE "partner_center_sandbox"."charges"."charge_type" in ('new', 'renew', 'cycleCharge');--> statement-breakpoint
-- Microsoft's rows as imported are never changed: another import of the month is another import.
CREATE FUNCTION "reconciliation_lines_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'imported reconciliation rows cannot be changed' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "reconciliation_lines_keep" BEFORE UPDATE ON "reconciliation_lines" FOR EACH ROW EXECUTE FUNCTION "reconciliation_lines_keep"();
