CREATE TABLE "grants_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "grants_version_single_row" CHECK ("grants_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_username_no_at" CHECK (position('@' in "admins"."username") = 0);--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_email_has_at" CHECK (position('@' in "admins"."email") > 0);--> statement-breakpoint
-- A platform admin belongs to no business (they act in any one through X-Business-Id), so a
-- business admin's rules over "admins of my business" can never reach them.
UPDATE "admins" SET "business_id" = NULL WHERE "id" IN (
  SELECT ar."admin_id" FROM "admin_roles" ar JOIN "roles" r ON r."id" = ar."role_id"
  WHERE r."name" = 'platform_admin'
);
--> statement-breakpoint
INSERT INTO "grants_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION rdv_bump_grants_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "grants_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rdv_roles_grants_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION rdv_bump_grants_version();
--> statement-breakpoint
CREATE TRIGGER rdv_permissions_grants_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION rdv_bump_grants_version();
--> statement-breakpoint
-- Every process reads sessions from the database on each request now (no cross-process read
-- cache), so nobody listens for these notifications any more.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS rdv_notify_write ON %I', t.tablename);
  END LOOP;
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS rdv_notify_write();
