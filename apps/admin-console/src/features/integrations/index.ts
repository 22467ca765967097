export { IntegrationCards } from './IntegrationCards';
