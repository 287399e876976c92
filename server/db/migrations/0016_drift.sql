CREATE TABLE "drift" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subscription_id" integer,
	"supplier_subscription_id" text NOT NULL,
	"field" text NOT NULL,
	"portal_value" text,
	"supplier_value" text,
	"supplier_snapshot" jsonb,
	"detected_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" integer
);
--> statement-breakpoint
CREATE TABLE "drift_sync_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"after_company_id" integer DEFAULT 0 NOT NULL,
	"companies_checked" integer DEFAULT 0 NOT NULL,
	"companies_failed" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "drift_sync_state_one_row" CHECK ("drift_sync_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "drift" ADD CONSTRAINT "drift_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift" ADD CONSTRAINT "drift_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drift" ADD CONSTRAINT "drift_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drift_open_key" ON "drift" USING btree ("supplier_subscription_id","field") WHERE "drift"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "drift_open_company_idx" ON "drift" USING btree ("company_id","id") WHERE "drift"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "drift_open_detected_idx" ON "drift" USING btree ("detected_at","id") WHERE "drift"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "drift_subscription_idx" ON "drift" USING btree ("subscription_id");