export * from './app-i18n';
export * from './catalogs';
export * from './format';
export * from './i18n';
export * from './languages';
export * from './message-templates';
export * from './message-translator';
export * from './use-message';
