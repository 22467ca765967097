import type { ConsentStatus, EraseAccountInput, Erasure, PrivacyExport, UpdateConsentsInput } from '@rendezvous/domain';
import type { ApiClient } from './http';

/*
 * Privacy requests (issue 26): export and erase one client's or guest's data (the owner, in the
 * console), or one's own (a signed-in customer, on the site). The console and the site turn an
 * export into a JSON or CSV file with the domain's privacyExportToCsv / privacyExportFileName.
 */

/** Which of the business's customers: a client (an account; the API's `user`) or a guest. */
export type PrivacySubject = { type: 'user' | 'guest'; id: number };

/** POST user/{id}/export or guest/{id}/export: everything held about them; written to Activities. */
export function exportCustomerData(client: ApiClient, subject: PrivacySubject): Promise<PrivacyExport> {
  // Each path written out whole: the API's route test reads them from this file.
  return subject.type === 'user' ? client.post(`user/${subject.id}/export`) : client.post(`guest/${subject.id}/export`);
}

/**
 * POST user/{id}/erase or guest/{id}/erase: anonymizes them, keeping their appointments'
 * amounts. 409 while they have an upcoming appointment, or when already erased.
 */
export function eraseCustomerData(client: ApiClient, subject: PrivacySubject): Promise<Erasure> {
  return subject.type === 'user' ? client.post(`user/${subject.id}/erase`) : client.post(`guest/${subject.id}/erase`);
}

/** POST user/me/export: the signed-in customer's own data. */
export function exportMyData(client: ApiClient): Promise<PrivacyExport> {
  return client.post('user/me/export');
}

/** POST user/me/erase: the signed-in customer erases their account, confirming with their password. */
export function eraseMyAccount(client: ApiClient, input: EraseAccountInput): Promise<Erasure> {
  return client.post('user/me/erase', { json: input });
}

/**
 * GET user/me/consents: the signed-in customer's current choices, the latest record per
 * purpose. A purpose never chosen is absent; for marketing, that means no consent.
 */
export function getMyConsents(client: ApiClient): Promise<ConsentStatus[]> {
  return client.get('user/me/consents');
}

/**
 * PUT user/me/consents: gives or withdraws consent to news and offers by e-mail, recorded with
 * the words of the site's language. 429 past CONSENT_CHANGES_PER_DAY changes in a day.
 */
export function updateMyConsents(client: ApiClient, input: UpdateConsentsInput): Promise<ConsentStatus[]> {
  return client.put('user/me/consents', { json: input });
}
