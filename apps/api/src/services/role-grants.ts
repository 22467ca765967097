import type { PermissionAction } from '@rendezvous/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissions, roles } from '../db/schema';

export interface AuthRole {
  id: number;
  name: string;
  type: 'user' | 'admin';
  permissions: { entity: string; action: PermissionAction; is_active: 0 | 1 }[];
}

/** The current version of the role grants (null only if its row was removed by hand). */
export const grantsVersionSql = sql<number | null>`(select gv.version from grants_version gv where gv.id = 1)`;

/**
 * Roles with their active permissions, read once per version of the grants. Every signed-in
 * request needs them, so re-reading ~150 rows per request would be waste; but a permission
 * switched off must be refused at once by every API process. So each request reads the
 * version of the grants (one row that triggers move on any change to roles or permissions,
 * migration 0003) in the same query as its session, and a version this process has not loaded
 * yet reloads them before the request goes on. Nothing here can outlive a change.
 */
export class RoleGrants {
  private cache: Grants | undefined;
  private loading: Promise<Grants> | undefined;

  constructor(private readonly db: Db) {}

  /** The roles with these ids as of `version` (null: unknown, so read them afresh). */
  async rolesByIds(ids: readonly number[], version: number | null): Promise<AuthRole[]> {
    let grants = this.cache;
    const fresh = (g: Grants | undefined): g is Grants =>
      !!g && version !== null && g.version !== null && g.version >= version && ids.every((id) => g.roles.has(id));
    if (!fresh(grants)) {
      grants = await this.reload();
      // A load already under way may have started before the change this request saw.
      if (!fresh(grants)) grants = await this.read();
    }
    return ids.flatMap((id) => grants.roles.get(id) ?? []);
  }

  private reload(): Promise<Grants> {
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async read(): Promise<Grants> {
    // The version is read in the same statement as the grants, so the pair is consistent.
    const rows = await this.db
      .select({
        id: roles.id,
        name: roles.name,
        type: roles.type,
        version: grantsVersionSql,
        permissions: sql<AuthRole['permissions']>`coalesce(json_agg(json_build_object(
          'entity', ${permissions.entity}, 'action', ${permissions.action}, 'is_active', ${permissions.is_active}
        )) filter (where ${permissions.id} is not null), '[]'::json)`,
      })
      .from(roles)
      .leftJoin(permissions, and(eq(permissions.role_id, roles.id), eq(permissions.is_active, 1)))
      .groupBy(roles.id)
      .orderBy(roles.id);
    const grants: Grants = {
      version: rows[0]?.version ?? null,
      roles: new Map(rows.map(({ version: _version, ...role }) => [role.id, role])),
    };
    if (grants.version !== null && (this.cache?.version ?? -1) <= grants.version) this.cache = grants;
    return grants;
  }
}

interface Grants {
  version: number | null;
  roles: Map<number, AuthRole>;
}
