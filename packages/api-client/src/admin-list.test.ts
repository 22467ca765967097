import { describe, expect, it } from 'vitest';
import { adminKeys } from './admin';
import { adminListKeys, adminListQuery, deleteAdmin, listAdmins } from './admin-list';
import { BASE_URL, clientWith, fakeFetch, sentRequest } from './test-fetch';

const page = { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 };

describe('GET admins', () => {
  it('sends the page, search and filters, leaving out a blank search', async () => {
    const fetch = fakeFetch(200, { data: page });
    const { client } = clientWith(fetch);
    await expect(
      listAdmins(client, { paginate: 10, page: 2, search: ' ann ', role: 2, status: 'inactive', appendConsultant: true }),
    ).resolves.toEqual(page);
    expect(sentRequest(fetch).url).toBe(
      `${BASE_URL}/admins?paginate=10&page=2&role=2&status=inactive&appendConsultant=true&search=ann&debug=false`,
    );
    await listAdmins(client, { search: '   ' });
    expect(sentRequest(fetch, 1).url).toBe(`${BASE_URL}/admins?debug=false`);
  });

  it('keys each page under the admins root, so changing an admin refreshes the lists', () => {
    const { client } = clientWith(fakeFetch(200, { data: page }));
    expect(adminListQuery(client, { page: 2 }).queryKey).toEqual(['admins', 'list', { page: 2 }]);
    expect(adminListKeys.page({ page: 2 }).slice(0, 1)).toEqual(adminKeys.all);
  });
});

describe('DELETE admin/{id}', () => {
  it('deletes the admin by id', async () => {
    const fetch = fakeFetch(200, { data: null, message: 'Admin deleted' });
    const { client } = clientWith(fetch);
    await expect(deleteAdmin(client, 7)).resolves.toBeNull();
    expect(sentRequest(fetch).method).toBe('DELETE');
    expect(sentRequest(fetch).url).toBe(`${BASE_URL}/admin/7?debug=false`);
  });
});
