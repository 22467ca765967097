export * from './auth';
export * from './common-passwords';
export * from './constants';
export * from './errors';
export * from './http';
export * from './money';
export * from './permission-catalog';
