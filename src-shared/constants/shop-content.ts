/**
 * The gallery, the menu and the top-page display of a service's app (spec sections 2, 3, 8):
 * text limits, the thumbnail the server makes of each image, and the preview's phone width.
 */
export const CONTENT_CATEGORY_NAME_MAX_LENGTH = 30;

export const SHOP_CONTENT_LIMITS = {
  galleryComment: 200,
  menuName: 50,
  menuComment: 300,
  topName: 50,
  topRedirectUrl: 2048,
} as const;

/** Thumbnails fit in this square (px) and are WebP; lists show them instead of the originals. */
export const THUMBNAIL_MAX_EDGE = 320;
export const THUMBNAIL_MIME_TYPE = 'image/webp';

/** The width (px) of the phone the preview of a list imitates. */
export const PHONE_PREVIEW_WIDTH = 375;

/** The lists whose order the app shows and the console rearranges. */
export const SHOP_CONTENT_KINDS = ['gallery', 'menu', 'top'] as const;
export type ShopContentKind = (typeof SHOP_CONTENT_KINDS)[number];
