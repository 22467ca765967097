// Test helpers for the apps: a fake client and a router render. Vitest and Testing Library are
// optional peers, needed only here.
export * from './testing/fake-api';
export * from './testing/render-router';
