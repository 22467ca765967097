import { createFileRoute, Outlet } from '@tanstack/react-router';

/** A wrapper screen: its children share the permission of the 'communications' menu entry. */
export const Route = createFileRoute('/communications')({
  component: Outlet,
});
