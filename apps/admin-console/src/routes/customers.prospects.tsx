import { createFileRoute } from '@tanstack/react-router';
import { ProspectsPage } from '../features/customers/ProspectsPage';

export const Route = createFileRoute('/customers/prospects')({ component: ProspectsPage });
