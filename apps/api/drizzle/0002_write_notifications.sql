-- Every change to a table announces itself on the channel rdv_writes, once per statement and
-- at commit (NOTIFY is transactional). API processes listen there and drop the read results
-- they keep in memory (src/db/read-cache.ts). A table added later needs the same trigger: a
-- test fails until it has one.
CREATE OR REPLACE FUNCTION rdv_notify_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rdv_writes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format(
      'CREATE TRIGGER rdv_notify_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION rdv_notify_write()',
      t.tablename
    );
  END LOOP;
END
$$;
