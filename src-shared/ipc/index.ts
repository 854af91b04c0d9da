export * from './contract';
export * from './result';
