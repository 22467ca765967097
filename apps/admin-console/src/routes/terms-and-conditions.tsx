import { createFileRoute } from '@tanstack/react-router';
import { TermsAndConditions } from '../features/legal/TermsAndConditions';

export const Route = createFileRoute('/terms-and-conditions')({
  component: TermsAndConditions,
});
