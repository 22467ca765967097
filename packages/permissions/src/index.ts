export * from './permissions';
export * from './routes';
export * from './side-menu';
