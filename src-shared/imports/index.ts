export * from './import-file';
export * from './store-import';
export * from './contract-import';
