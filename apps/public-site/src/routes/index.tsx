import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * The site answers at `/` only on a business's own address, which the router rewrites to
 * /site/{subdomain} (see router.ts); anything else here is not a page of a site.
 */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw notFound();
  },
});
