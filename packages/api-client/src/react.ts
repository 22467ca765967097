// React bindings of the client: the providers, the apps' query defaults and browser client, and
// the router whose context is the API layer. Not in the main entry, which needs no React.
export * from './react/api-context';
export * from './react/api-router';
export * from './react/app-providers';
export * from './react/browser-api-client';
export * from './react/query-client';
