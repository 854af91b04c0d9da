export * from './import-file';
export * from './store-import';
