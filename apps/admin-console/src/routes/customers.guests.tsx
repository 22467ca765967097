import { createFileRoute } from '@tanstack/react-router';
import { GuestsPage } from '../features/customers/GuestsPage';

export const Route = createFileRoute('/customers/guests')({ component: GuestsPage });
