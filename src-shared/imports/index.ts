export * from './store-import';
