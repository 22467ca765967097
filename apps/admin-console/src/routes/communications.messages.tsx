import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../features/messages';

export const Route = createFileRoute('/communications/messages')({
  component: MessagesPage,
});
