CREATE TABLE "catalog_item_counts" (
	"catalog_id" integer PRIMARY KEY NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_subscription_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"subscription_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_item_counts" ADD CONSTRAINT "catalog_item_counts_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscription_counts" ADD CONSTRAINT "company_subscription_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_items_catalog_position_idx" ON "catalog_items" USING btree ("catalog_id","position","id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");
--> statement-breakpoint
-- The counts follow the rows: each insert or delete statement adds or takes one figure per company (catalog) it
-- touched, read from its transition table; a row moved to another company (catalog) moves its one; a TRUNCATE
-- empties them. Each trigger names its count table, the key both tables share and the count column.
CREATE FUNCTION keep_count_of_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In the key's order, so that two statements touching the same companies lock their counts in one order.
  EXECUTE format(
    'INSERT INTO %1$I AS kept (%2$I, %3$I) SELECT %2$I, count(*) FROM added GROUP BY 1 ORDER BY 1
     ON CONFLICT (%2$I) DO UPDATE SET %3$I = kept.%3$I + excluded.%3$I',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION keep_count_of_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE %1$I AS kept SET %3$I = kept.%3$I - gone.count
     FROM (SELECT %2$I, count(*) AS count FROM removed GROUP BY 1) AS gone WHERE kept.%2$I = gone.%2$I',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION keep_count_of_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %1$I SET %3$I = %3$I - 1 WHERE %2$I = ($1).%2$I', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2])
    USING OLD;
  EXECUTE format(
    'INSERT INTO %1$I AS kept (%2$I, %3$I) VALUES (($1).%2$I, 1) ON CONFLICT (%2$I) DO UPDATE SET %3$I = kept.%3$I + 1',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]) USING NEW;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION keep_count_of_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_counted_added AFTER INSERT ON subscriptions REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_of_added('company_subscription_counts', 'company_id', 'subscription_count');
--> statement-breakpoint
CREATE TRIGGER subscriptions_counted_removed AFTER DELETE ON subscriptions REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_of_removed('company_subscription_counts', 'company_id', 'subscription_count');
--> statement-breakpoint
CREATE TRIGGER subscriptions_counted_moved AFTER UPDATE OF company_id ON subscriptions
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION keep_count_of_moved('company_subscription_counts', 'company_id', 'subscription_count');
--> statement-breakpoint
CREATE TRIGGER subscriptions_counted_truncated AFTER TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_of_truncated('company_subscription_counts');
--> statement-breakpoint
CREATE TRIGGER catalog_items_counted_added AFTER INSERT ON catalog_items REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_of_added('catalog_item_counts', 'catalog_id', 'item_count');
--> statement-breakpoint
CREATE TRIGGER catalog_items_counted_removed AFTER DELETE ON catalog_items REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_of_removed('catalog_item_counts', 'catalog_id', 'item_count');
--> statement-breakpoint
CREATE TRIGGER catalog_items_counted_moved AFTER UPDATE OF catalog_id ON catalog_items
  FOR EACH ROW WHEN (OLD.catalog_id IS DISTINCT FROM NEW.catalog_id)
  EXECUTE FUNCTION keep_count_of_moved('catalog_item_counts', 'catalog_id', 'item_count');
--> statement-breakpoint
CREATE TRIGGER catalog_items_counted_truncated AFTER TRUNCATE ON catalog_items
  FOR EACH STATEMENT EXECUTE FUNCTION keep_count_of_truncated('catalog_item_counts');
--> statement-breakpoint
INSERT INTO company_subscription_counts (company_id, subscription_count)
  SELECT company_id, count(*) FROM subscriptions GROUP BY company_id;
--> statement-breakpoint
INSERT INTO catalog_item_counts (catalog_id, item_count) SELECT catalog_id, count(*) FROM catalog_items GROUP BY catalog_id;
