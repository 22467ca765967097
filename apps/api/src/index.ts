// Entry points for tools that run the API in-process (end-to-end tests, benchmarks).
export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export { openDatabase, type Database } from './db/client';
export { prepareDatabase, DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
