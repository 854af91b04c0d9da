export * from './contract';
export * from './result';
export * from './jobs';
export * from './media';
export * from './api-channel';
export * from './api-channels';
export * from './desktop';
