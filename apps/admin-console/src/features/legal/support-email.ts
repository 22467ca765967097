/** Where customers write about their account, their data and these terms. */
export const SUPPORT_EMAIL = 'support@rendezvous.app';
