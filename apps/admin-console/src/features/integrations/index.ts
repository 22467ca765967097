export { IntegrationCards } from './IntegrationCards';
export { AddIntegrationPage } from './AddIntegrationPage';
export { IntegrationReturn, type IntegrationReturnSearch } from './IntegrationReturn';
export { ZoomVerification } from './ZoomVerification';
export { SubscriptionPanel } from './SubscriptionPanel';
