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

/**
 * Roles with their active permissions, read once and kept for a short while. Every signed-in
 * request needs them and they change only with a release (the product has no screen to edit
 * them), so re-reading ~150 rows per request would be waste. Which roles an admin holds is
 * still read on every request; a role unknown to the cache triggers a reload at once.
 */
export class RoleGrants {
  private cache: Map<number, AuthRole> | undefined;
  private loadedAt = 0;
  private loading: Promise<Map<number, AuthRole>> | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 60_000,
  ) {}

  async rolesByIds(ids: readonly number[]): Promise<AuthRole[]> {
    let all = this.cache;
    const stale = !all || Date.now() - this.loadedAt > this.ttlMs;
    if (stale || ids.some((id) => !all!.has(id))) all = await this.reload();
    return ids.flatMap((id) => all!.get(id) ?? []);
  }

  private reload(): Promise<Map<number, AuthRole>> {
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async read(): Promise<Map<number, AuthRole>> {
    const rows = await this.db
      .select({
        id: roles.id,
        name: roles.name,
        type: roles.type,
        permissions: sql<AuthRole['permissions']>`coalesce(json_agg(json_build_object(
          'entity', ${permissions.entity}, 'action', ${permissions.action}, 'is_active', ${permissions.is_active}
        )) filter (where ${permissions.id} is not null), '[]'::json)`,
      })
      .from(roles)
      .leftJoin(permissions, and(eq(permissions.role_id, roles.id), eq(permissions.is_active, 1)))
      .groupBy(roles.id)
      .orderBy(roles.id);
    this.cache = new Map(rows.map((r) => [r.id, r]));
    this.loadedAt = Date.now();
    return this.cache;
  }
}
