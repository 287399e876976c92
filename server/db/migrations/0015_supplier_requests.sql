CREATE TABLE "supplier_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"order_line_id" integer,
	"actor_id" integer,
	"kind" text NOT NULL,
	"change" jsonb NOT NULL,
	"before" jsonb,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"supplier_order_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"refusal" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "supplier_subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "supplier_status" text DEFAULT 'in_sync' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "supplier_refusal" jsonb;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_requests" ADD CONSTRAINT "supplier_requests_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_requests_request_id_key" ON "supplier_requests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "supplier_requests_waiting_idx" ON "supplier_requests" USING btree ("next_attempt_at","id") WHERE "supplier_requests"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "supplier_requests_subscription_idx" ON "supplier_requests" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "supplier_requests_order_line_idx" ON "supplier_requests" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_supplier_id_key" ON "subscriptions" USING btree ("supplier_subscription_id");--> statement-breakpoint
-- A pending subscription of before provisioning waits for Microsoft as an order's does (server/provisioning/requests.ts).
WITH asked AS (
  INSERT INTO "supplier_requests" ("subscription_id", "kind", "change", "request_id")
  SELECT s.id, 'purchase', jsonb_build_object('quantity', s.quantity), gen_random_uuid()::text
  FROM "subscriptions" s WHERE s.status = 'pending'
  RETURNING subscription_id)
UPDATE "subscriptions" SET "supplier_status" = 'waiting' WHERE id IN (SELECT subscription_id FROM asked);
