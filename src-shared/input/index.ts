export * from './width';
export * from './numeric';
export * from './cleanup';
