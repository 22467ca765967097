export { ApiProvider, useApi } from './api-context';
export { createConsoleApi } from './create-console-api';
export { createQueryClient } from './create-query-client';
