export { ClientsPage } from './ClientsPage';
export { GuestsPage } from './GuestsPage';
export { ClientDialog } from './lazy-dialog';
export type { ClientDialogProps } from './ClientDialog';
export { ProspectsPage } from './ProspectsPage';
export { WaitlistPage } from './waitlist/WaitlistPage';
