export * from './roles';
export * from './paging';
export * from './flags';
export * from './http';
