import { queryOptions } from '@tanstack/react-query';
import type {
  ConsultantInviteResult,
  Invitation,
  InvitationEntry,
  InvitationListQuerySchema,
  Paginated,
} from '@rendezvous/domain';
import type { z } from 'zod';
import type { ApiClient } from './http';

/** The list filters as the client sends them (the server coerces the strings back). */
export type InvitationListParams = Partial<z.output<typeof InvitationListQuerySchema>>;

export const invitationKeys = {
  all: ['invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  list: (query: InvitationListParams) => [...invitationKeys.lists(), query] as const,
};

/** GET invitations?paginate=10&filterByBusiness[&status]: the business's, newest first. */
export function listInvitations(
  client: ApiClient,
  query: InvitationListParams,
  options: { signal?: AbortSignal } = {},
): Promise<Paginated<Invitation>> {
  return client.get('invitations', {
    query: { paginate: 10, filterByBusiness: true, ...query },
    signal: options.signal,
  });
}

/** POST invitations: one invitation per entry (role and address), each mailed a register link. */
export function createInvitations(client: ApiClient, invitations: InvitationEntry[]): Promise<Invitation[]> {
  return client.post('invitations', { json: { invitations } });
}

/** POST invitation/{id}/resend: a new code, mailed again. */
export function resendInvitation(client: ApiClient, id: number): Promise<Invitation> {
  return client.post(`invitation/${id}/resend`);
}

/** DELETE invitation/{id}: withdraws a pending invitation. */
export function deleteInvitation(client: ApiClient, id: number): Promise<null> {
  return client.delete(`invitation/${id}`);
}

export const invitationQueries = {
  list: (client: ApiClient, query: InvitationListParams) =>
    queryOptions({
      queryKey: invitationKeys.list(query),
      queryFn: ({ signal }) => listInvitations(client, query, { signal }),
    }),
};

/** POST send-consultant-email-invites: invites each address as a consultant; one answer per address. */
export function sendConsultantEmailInvites(client: ApiClient, emails: string[]): Promise<ConsultantInviteResult[]> {
  return client.post('send-consultant-email-invites', { json: { emails } });
}
