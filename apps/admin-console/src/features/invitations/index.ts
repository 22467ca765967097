export { InvitationsPage } from './InvitationsPage';
