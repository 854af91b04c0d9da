export * from './date';
export * from './number';
export * from './payment-count';
export * from './text';
export * from './contact';
