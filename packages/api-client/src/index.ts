// The realtime client lives at '@rendezvous/api-client/realtime' so pages without it do not
// load socket.io.
export * from './admin';
export * from './admin-list';
export * from './auth';
export * from './business';
export * from './http';
export * from './reference';
export * from './storage';
export * from './notifications';
export * from './invitations';
export * from './addresses';
export * from './catalog';
export * from './consultants';
export * from './days';
export * from './files';
export * from './settings';
export * from './appointments';
export * from './customers';
export * from './activities';
export * from './messages';
export * from './website';
export * from './reviews';
export * from './site';
export * from './payments';
export * from './integrations';
export * from './customer';
export * from './platform';
