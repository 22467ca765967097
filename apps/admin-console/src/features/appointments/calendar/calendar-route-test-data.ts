// The calendar route's tests, in English and in French: the whole console signed in, over a
// fake API answering what /appointments/calendar asks for.
import { fakeApi } from '@rendezvous/api-client/testing';
import { STORAGE_KEYS } from '@rendezvous/domain';
import { makeAdmin } from '../../../test/fixtures';
import { makeAppointment, page } from '../fixtures';

/** Signs in; Jordan Lee's appointment on 2026-12-02, no consultants, the business in Toronto. */
export function calendarRouteApi() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  return fakeApi({
    'GET get-admin-by-token': () => makeAdmin(['admin', 'consultant']),
    'GET notifications': () => page([]),
    'GET appointments': () => page([makeAppointment()]),
    'GET consultants': () => page([]),
    'GET business/10': () => ({ id: 10, time_zone: 'America/Toronto' }),
    'GET business-days': () => [],
  });
}
