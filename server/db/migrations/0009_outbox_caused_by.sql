ALTER TABLE "outbox" ADD COLUMN "caused_by" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_caused_by_users_id_fk" FOREIGN KEY ("caused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_caused_by_idx" ON "outbox" USING btree ("caused_by","to_address","created_at");