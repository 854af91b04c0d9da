export * from './import-file';
export * from './store-import';
export * from './contract-import';
export * from './import-cell';
export * from './templates';
