import type { Admin } from './admin';

/** The admin's name as the header shows it. */
export function adminDisplayName(admin: Pick<Admin, 'firstname' | 'full_name'>): string {
  return admin.firstname || admin.full_name;
}

/** Initials for the avatar shown when a person has no image. */
export function initials(person: {
  firstname?: string | null;
  lastname?: string | null;
  full_name?: string;
}): string {
  const first = person.firstname?.trim() ?? '';
  const last = person.lastname?.trim() ?? '';
  if (first || last) return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  const words = (person.full_name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();
}
