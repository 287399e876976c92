-- The key by which people sort names: lower case, and each run of digits written as its length (3 digits) and then
-- its value without leading zeros, so that "Contoso 2" ("contoso 0012") comes before "Contoso 10" ("contoso 00210").
-- PGlite cannot do it with a collation: its ICU accepts 'und-u-kn-true' but does not sort digits as numbers.
CREATE FUNCTION natural_sort_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(
    CASE WHEN r.part[1] ~ '^[0-9]'
      THEN lpad(length(ltrim(r.part[1], '0'))::text, 3, '0') || ltrim(r.part[1], '0')
      ELSE r.part[1]
    END, '' ORDER BY r.n), '')
  FROM regexp_matches(lower(name), '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS r(part, n)
$$;--> statement-breakpoint
DROP INDEX "companies_name_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_sort_idx" ON "companies" USING btree ("name_sort","id");