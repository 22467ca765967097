import { createFileRoute, Outlet } from '@tanstack/react-router';

/** A wrapper screen: its children share the permission of the 'customers' menu entry. */
export const Route = createFileRoute('/customers')({
  component: Outlet,
});
