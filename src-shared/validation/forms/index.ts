export * from './shop';
export * from './group';
export * from './store-settings';
export * from './user';
export * from './account';
export * from './service';
export * from './company';
