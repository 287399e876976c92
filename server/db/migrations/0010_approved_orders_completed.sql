-- An approved order's subscriptions are made when it is approved: it is complete. A completed order without a
-- reason was never held for approval (an older seed said who "decided" it): it names nobody.
UPDATE "orders" SET "status" = 'completed' WHERE "status" = 'approved';--> statement-breakpoint
UPDATE "orders" SET "decided_by" = NULL, "decided_at" = NULL WHERE "status" = 'completed' AND "decision_reason" IS NULL;
