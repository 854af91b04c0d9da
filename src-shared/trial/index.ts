export * from './calculate';
