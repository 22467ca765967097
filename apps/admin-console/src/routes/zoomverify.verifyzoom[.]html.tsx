import { createFileRoute } from '@tanstack/react-router';
import { ZoomVerification } from '../features/integrations';

export const Route = createFileRoute('/zoomverify/verifyzoom.html')({
  component: ZoomVerification,
});
