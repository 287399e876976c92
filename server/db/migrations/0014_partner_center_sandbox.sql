CREATE SCHEMA "partner_center_sandbox";
--> statement-breakpoint
CREATE TABLE "partner_center_sandbox"."charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"order_id" text,
	"charge_type" text NOT NULL,
	"offer_id" text NOT NULL,
	"offer_name" text NOT NULL,
	"unit_price" numeric(14, 6) NOT NULL,
	"quantity" integer NOT NULL,
	"charge_start" timestamp with time zone NOT NULL,
	"charge_end" timestamp with time zone NOT NULL,
	"billing_cycle" text NOT NULL,
	"term_duration" text NOT NULL,
	"currency" text NOT NULL,
	"charged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_center_sandbox"."customers" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"domain" text NOT NULL,
	"email" text,
	"culture" text DEFAULT 'en-US' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_center_sandbox"."orders" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"request_id" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"currency" text NOT NULL,
	"line_items" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_center_sandbox"."requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_center_sandbox"."subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"offer_name" text NOT NULL,
	"friendly_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_type" text DEFAULT 'Licenses' NOT NULL,
	"billing_cycle" text NOT NULL,
	"term_duration" text NOT NULL,
	"status" text NOT NULL,
	"auto_renew_enabled" boolean NOT NULL,
	"creation_date" timestamp with time zone NOT NULL,
	"effective_start_date" timestamp with time zone NOT NULL,
	"commitment_end_date" timestamp with time zone NOT NULL,
	"cancellation_allowed_until_date" timestamp with time zone,
	"refundable_seats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" text,
	"unit_price" numeric(14, 6) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "charges_charged_at_idx" ON "partner_center_sandbox"."charges" USING btree ("charged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_request_id_key" ON "partner_center_sandbox"."customers" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_request_key" ON "partner_center_sandbox"."orders" USING btree ("tenant_id","request_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "partner_center_sandbox"."orders" USING btree ("completes_at") WHERE "partner_center_sandbox"."orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "subscriptions_tenant_idx" ON "partner_center_sandbox"."subscriptions" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_term_end_idx" ON "partner_center_sandbox"."subscriptions" USING btree ("commitment_end_date") WHERE "partner_center_sandbox"."subscriptions"."status" = 'active';