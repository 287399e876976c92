CREATE TABLE "access_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "access_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- The version moves on when the transaction that changed access commits, not at its statement: a process that
-- reads the new number then finds the change committed. Once per transaction (the flag is local to it), and last,
-- after every row lock the transaction takes, so two transactions cannot each hold what the other waits for.
CREATE FUNCTION bump_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.access_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('portal.access_bumped', txid_current()::text, true);
    UPDATE access_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER sessions_access_changed ON sessions;
--> statement-breakpoint
DROP TRIGGER users_access_changed ON users;
--> statement-breakpoint
DROP TRIGGER company_access_access_changed ON company_access;
--> statement-breakpoint
DROP TRIGGER companies_access_changed ON companies;
--> statement-breakpoint
DROP FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sessions_access_version AFTER INSERT OR UPDATE OR DELETE ON sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_access_version AFTER INSERT OR UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER company_access_access_version AFTER INSERT OR UPDATE OR DELETE ON company_access
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER companies_access_version AFTER INSERT OR UPDATE OR DELETE ON companies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
-- TRUNCATE (tests, a person at psql) fires no row trigger: a statement trigger moves the version at once.
CREATE FUNCTION bump_access_version_now() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_now();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_now();
--> statement-breakpoint
CREATE TRIGGER company_access_truncated AFTER TRUNCATE ON company_access FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_now();
--> statement-breakpoint
CREATE TRIGGER companies_truncated AFTER TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version_now();
