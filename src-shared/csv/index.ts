export * from './formula';
export * from './rows';
export * from './record-reader';
