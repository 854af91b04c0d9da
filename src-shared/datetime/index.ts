export * from './tokyo';
export * from './calendar-days';
