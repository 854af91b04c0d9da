/**
 * Every CSV/zip import of spec section 7: the endpoint under `/{subdomain}/`, the file it takes,
 * and whether it belongs to one shop (`{shopId}` in the path).
 */
export const IMPORT_TARGETS = {
  stores: { path: 'stores/uploads', file: 'csv', perShop: false },
  storesAllowIp: { path: 'stores/upload-allow-ip', file: 'csv', perShop: false },
  contracts: { path: 'shops/{shopId}/contracts/uploads', file: 'csv', perShop: true },
  contractInterest: { path: 'shops/{shopId}/contracts/upload-interest', file: 'csv', perShop: true },
  estimateProducts: { path: 'shops/{shopId}/estimate-products/upload', file: 'csv', perShop: true },
  estimateImages: { path: 'shops/{shopId}/upload-image', file: 'zip', perShop: true },
} as const satisfies Record<string, { path: string; file: 'csv' | 'zip'; perShop: boolean }>;

export type ImportTarget = keyof typeof IMPORT_TARGETS;
export const IMPORT_TARGET_NAMES = Object.keys(IMPORT_TARGETS) as ImportTarget[];

/** Default zip size limit in MB for image uploads (spec: `{maxSize}` is a parameter; this is our setting). */
export const DEFAULT_ZIP_MAX_SIZE_MB = 50;
/** CSV imports larger than this are refused before upload. */
export const CSV_MAX_SIZE_MB = 20;

/**
 * Import reading limits (issue 18): a cell or a record past these is an error of its row, and
 * the reader keeps no more of it, so memory stays flat whatever the shape of the file.
 */
export const IMPORT_MAX_CELL_CHARS = 10_000;
export const IMPORT_MAX_ROW_CHARS = 100_000;
/** The rows with errors a dry run lists on screen; the error CSV holds them all. */
export const IMPORT_PREVIEW_ERROR_ROWS = 100;
/** A dry run not confirmed within this is given up: its data may have changed since. */
export const IMPORT_PREVIEW_TTL_MINUTES = 30;
