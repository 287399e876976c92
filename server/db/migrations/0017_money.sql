CREATE TABLE "billing_entity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"vat_id" text,
	"invoice_prefix" text NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"event_id" integer,
	"kind" text NOT NULL,
	"charged_on" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"days" integer NOT NULL,
	"period_days" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"cost" numeric(14, 2),
	"currency" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"charge_id" integer,
	"subscription_id" integer,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"tax_rate_percent" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_numbers" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_numbers_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer,
	"company_id" integer NOT NULL,
	"billing_profile_id" integer,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"credit_for" integer,
	"number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"po_number" text,
	"tax_treatment" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_total" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"issued_on" date,
	"due_on" date,
	"paid_at" timestamp with time zone,
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date
);
--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "tax_treatment" text;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "invoice_emails" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "po_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_event_id_activity_log_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."activity_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_run_id_billing_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."billing_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_profile_id_billing_profiles_id_fk" FOREIGN KEY ("billing_profile_id") REFERENCES "public"."billing_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_company_day_idx" ON "charges" USING btree ("company_id","charged_on");--> statement-breakpoint
CREATE INDEX "charges_subscription_idx" ON "charges" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_whole_period_key" ON "charges" USING btree ("subscription_id","period_start") WHERE kind in ('purchase', 'renewal', 'cycle');--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_charge_key" ON "invoice_lines" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_run_idx" ON "invoices" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "tax_rates_country_idx" ON "tax_rates" USING btree ("country","valid_from");--> statement-breakpoint
-- Standard VAT rates of the EU countries and the United Kingdom; a rate that changed keeps its old row, closed.
INSERT INTO "tax_rates" ("country", "rate_percent", "valid_from", "valid_to") VALUES
	('AT', 20, '2000-01-01', NULL), ('BE', 21, '2000-01-01', NULL), ('BG', 20, '2000-01-01', NULL),
	('CY', 19, '2000-01-01', NULL), ('CZ', 21, '2000-01-01', NULL), ('DE', 19, '2007-01-01', NULL),
	('DK', 25, '2000-01-01', NULL), ('EE', 22, '2024-01-01', '2025-06-30'), ('EE', 24, '2025-07-01', NULL),
	('ES', 21, '2012-09-01', NULL), ('FI', 24, '2013-01-01', '2024-08-31'), ('FI', 25.5, '2024-09-01', NULL),
	('FR', 20, '2014-01-01', NULL), ('GR', 24, '2016-06-01', NULL), ('HR', 25, '2000-01-01', NULL),
	('HU', 27, '2012-01-01', NULL), ('IE', 23, '2021-03-01', NULL), ('IT', 22, '2013-10-01', NULL),
	('LT', 21, '2000-01-01', NULL), ('LU', 17, '2024-01-01', NULL), ('LV', 21, '2000-01-01', NULL),
	('MT', 18, '2000-01-01', NULL), ('NL', 21, '2012-10-01', NULL), ('PL', 23, '2011-01-01', NULL),
	('PT', 23, '2011-01-01', NULL), ('RO', 19, '2017-01-01', '2025-07-31'), ('RO', 21, '2025-08-01', NULL),
	('SE', 25, '2000-01-01', NULL), ('SI', 22, '2013-07-01', NULL), ('SK', 20, '2011-01-01', '2024-12-31'),
	('SK', 23, '2025-01-01', NULL), ('GB', 20, '2011-01-04', NULL);
--> statement-breakpoint
-- An issued invoice never changes: only its payment status may move (open → paid or void), its PDF is kept once (made
-- after it is issued), and it is never deleted.
CREATE FUNCTION "invoices_keep_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD.number IS NOT NULL THEN RAISE EXCEPTION 'invoice % is issued and cannot be deleted', OLD.number USING ERRCODE = 'P0001'; END IF;
		RETURN OLD;
	END IF;
	IF OLD.number IS NOT NULL AND (
		NEW.number IS DISTINCT FROM OLD.number OR NEW.subtotal <> OLD.subtotal OR NEW.tax_total <> OLD.tax_total
		OR NEW.total <> OLD.total OR NEW.tax_lines <> OLD.tax_lines OR NEW.buyer <> OLD.buyer OR NEW.seller <> OLD.seller
		OR NEW.currency <> OLD.currency OR NEW.company_id <> OLD.company_id OR NEW.issued_on IS DISTINCT FROM OLD.issued_on
		OR NEW.due_on IS DISTINCT FROM OLD.due_on OR (OLD.pdf IS NOT NULL AND NEW.pdf IS DISTINCT FROM OLD.pdf)
		OR NEW.po_number IS DISTINCT FROM OLD.po_number OR NEW.kind <> OLD.kind
	) THEN
		RAISE EXCEPTION 'invoice % is issued and cannot be changed', OLD.number USING ERRCODE = 'P0001';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_keep_issued" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_keep_issued"();
--> statement-breakpoint
CREATE FUNCTION "invoice_lines_keep_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "invoices" WHERE "id" = COALESCE(NEW.invoice_id, OLD.invoice_id) AND "number" IS NOT NULL) THEN
		RAISE EXCEPTION 'the lines of an issued invoice cannot be changed' USING ERRCODE = 'P0001';
	END IF;
	RETURN COALESCE(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_keep_issued" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "invoice_lines_keep_issued"();
