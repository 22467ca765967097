export { ApiProvider, useApi } from './api-context';
export { createQueryClient } from './create-query-client';
export { createWizardApi } from './create-wizard-api';
