import { siteKeys } from '@rendezvous/api-client';
import { createQueryClient } from '@rendezvous/api-client/react';
import { EMBEDDED_SITE_ELEMENT_ID } from '@rendezvous/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { seedEmbeddedSite } from './embedded-site';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = EMBEDDED_SITE_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('seedEmbeddedSite', () => {
  it("caches the page's site payload under its subdomain and removes the element", () => {
    const queryClient = createQueryClient();
    const site = { business: { id: 7, name: 'Maison <Lumière>' } };
    embed(JSON.stringify({ subdomain: 'maison-lumiere', site }).replace(/</g, '\\u003c'));
    expect(seedEmbeddedSite(queryClient)).toBe('maison-lumiere');
    expect(queryClient.getQueryData(siteKeys.public('maison-lumiere'))).toEqual(site);
    expect(document.getElementById(EMBEDDED_SITE_ELEMENT_ID)).toBeNull();
  });

  it('changes nothing without a payload or with one that does not parse', () => {
    const queryClient = createQueryClient();
    expect(seedEmbeddedSite(queryClient)).toBeNull();
    embed('{"subdomain": "maison-lumiere", "site": ');
    expect(seedEmbeddedSite(queryClient)).toBeNull();
    embed(JSON.stringify({ subdomain: 42, site: {} }));
    expect(seedEmbeddedSite(queryClient)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
