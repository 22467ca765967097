export * from './admin';
export * from './auth';
export * from './business';
export * from './http';
export * from './realtime';
export * from './reference';
export * from './storage';
export * from './notifications';
