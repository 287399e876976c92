-- The catalogs, the products and the people are listed by name as people sort names, as the companies are (0020):
-- "Catalog 2" before "Catalog 10", "alex" beside "Alex". A person's key is their shown name, the email without one.
-- Each key is kept by the database and indexed with the id, so that a page of 10,000 names in order is read, not sorted.
ALTER TABLE "users" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(coalesce(name, email))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "catalogs_name_sort_idx" ON "catalogs" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("name_sort","id");