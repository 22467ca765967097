import { createFileRoute } from '@tanstack/react-router';
import { WaitlistPage } from '../features/customers/waitlist/WaitlistPage';

export const Route = createFileRoute('/customers/waitlist')({ component: WaitlistPage });
