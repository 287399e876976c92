ALTER TABLE "invoices" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachment_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_attachment_invoice_id_invoices_id_fk" FOREIGN KEY ("attachment_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The invoices issued before invoices were emailed are not emailed now, months later.
UPDATE "invoices" SET "emailed_at" = now() WHERE "number" IS NOT NULL;
