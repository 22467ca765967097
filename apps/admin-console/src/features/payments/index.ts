export { CardSetup } from './CardSetup';
export { PaymentMethodsPage } from './PaymentMethodsPage';
export { RedirectStripePage, type RedirectStripeSearch } from './RedirectStripePage';
export { SandboxCardForm } from './SandboxCardForm';
export { PayNowCard, type PayNowCardChoice } from './PayNowCard';
