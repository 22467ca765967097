ALTER TABLE "businesses" ADD COLUMN "owner_admin_id" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_admin_id_admins_id_fk" FOREIGN KEY ("owner_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_owner_admin_id_idx" ON "businesses" USING btree ("owner_admin_id");--> statement-breakpoint
-- The founder of an existing business is taken to be its first admin holding the role admin.
UPDATE "businesses" AS b SET "owner_admin_id" = (
  SELECT a."id" FROM "admins" a
  JOIN "admin_roles" ar ON ar."admin_id" = a."id"
  JOIN "roles" r ON r."id" = ar."role_id" AND r."name" = 'admin'
  WHERE a."business_id" = b."id"
  ORDER BY a."id"
  LIMIT 1
);
