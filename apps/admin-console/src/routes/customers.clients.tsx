import { createFileRoute } from '@tanstack/react-router';
import { ClientsPage } from '../features/customers/ClientsPage';

export const Route = createFileRoute('/customers/clients')({ component: ClientsPage });
