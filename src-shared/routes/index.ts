export * from './table';
export * from './page-title';
export * from './login-path';
export * from './access';
export * from './menu';
export * from './policy-grants';
export * from './record-ids';
export * from './records';
