export * from './import-file';
export * from './import-columns';
export * from './store-import';
export * from './contract-import';
export * from './import-cell';
export * from './templates';
