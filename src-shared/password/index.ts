export * from './expiry';
export * from './generate';
