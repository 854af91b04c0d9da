export * from './tokyo';
