export { ApiProvider, useApi } from './api-context';
export { createQueryClient } from './create-query-client';
export { createSiteApi } from './create-site-api';
