import type { Admin } from './admin';

/** The admin's name as the header shows it. */
export function adminDisplayName(admin: Pick<Admin, 'firstname' | 'full_name'>): string {
  return admin.firstname || admin.full_name;
}
