import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '../features/payments/PaymentMethodsPage';

export const Route = createFileRoute('/account/manage-payment-methods')({
  component: PaymentMethodsPage,
});
