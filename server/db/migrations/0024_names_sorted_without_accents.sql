-- Names sort as a French or any European reader expects: "Émile" beside "Emile", not after "Zoé". The database's
-- lower() changes only ASCII letters under the embedded database's C locale, so the accented letters, capital or not,
-- are written as their plain letter before the key is made (as 0020: lower case, digits compared as numbers).
CREATE OR REPLACE FUNCTION natural_sort_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(
    CASE WHEN r.part[1] ~ '^[0-9]'
      THEN lpad(length(ltrim(r.part[1], '0'))::text, 3, '0') || ltrim(r.part[1], '0')
      ELSE r.part[1]
    END, '' ORDER BY r.n), '')
  FROM regexp_matches(
    lower(translate(name,
      'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżžÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮŁÑŃŇÒÓÔÕÖØŌŐŔŘŚŠŞŤÙÚÛÜŪŮŰŲÝŸŹŻŽ',
      'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzzaaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz')),
    '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS r(part, n)
$$;--> statement-breakpoint
-- A stored key is not made again when its function changes: each is made anew (a rewrite, no row trigger fires).
ALTER TABLE "companies" DROP COLUMN "name_sort";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_sort_idx" ON "companies" USING btree ("name_sort","id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "name_sort";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(coalesce(name, email))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name_sort","id");--> statement-breakpoint
ALTER TABLE "catalogs" DROP COLUMN "name_sort";--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogs_name_sort_idx" ON "catalogs" USING btree ("name_sort","id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name_sort";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (natural_sort_key(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("name_sort","id");
