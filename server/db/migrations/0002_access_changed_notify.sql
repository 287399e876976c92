-- Who may do what is read from sessions, users, company_access and companies; each server process keeps it in
-- memory between calls (server/auth/access-cache.ts). Any change to those tables, by any process or by hand,
-- tells every process to forget what it kept.
CREATE FUNCTION notify_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER company_access_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_access
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
--> statement-breakpoint
CREATE TRIGGER companies_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_changed();
