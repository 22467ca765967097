import type { PrivacySubject } from '@rendezvous/api-client';
import { hasPermission } from '@rendezvous/permissions';
import { useCurrentAdmin } from '../../auth/use-current-admin';

/**
 * Whether the signed-in admin may export and erase this kind of customer's data: the server
 * lets only those holding `delete` on clients (or guests) do it, the owner's role.
 */
export function useMayHandlePrivacy(type: PrivacySubject['type']): boolean {
  const admin = useCurrentAdmin();
  return admin !== undefined && hasPermission(admin, type === 'user' ? 'clients' : 'guests', 'delete');
}
