/** Node processes only (main and server): iconv-lite needs Node's Buffer. */
export * from './cp932';
export * from './decode';
export * from './stream';
