/**
 * The database schema of the reference API (PostgreSQL dialect; PGlite runs the same SQL).
 * Every tenant row carries a service_id. After changing this file, regenerate the SQL
 * migrations with `npx drizzle-kit generate` (see drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** When a row was made and last changed: every table of records the console edits has both. */
export const timestamps = {
  registDate: timestamp('regist_date', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The tenant of a row: required, and the row goes with its service. */
export const serviceIdColumn = () =>
  integer('service_id')
    .notNull()
    .references((): AnyPgColumn => services.id, { onDelete: 'cascade' });

/** The shop of a row: required, and the row goes with its shop. */
export const shopIdColumn = () =>
  integer('shop_id')
    .notNull()
    .references((): AnyPgColumn => shops.id, { onDelete: 'cascade' });

/** The user a row belongs to (a token, a job): required, and the row goes with its user. */
export const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' });

/** A user who wrote the row (its author, its last editor): null once that user is deleted. */
export const authorColumn = (name: string) =>
  integer(name).references((): AnyPgColumn => users.id, { onDelete: 'set null' });

/** An image of a record's ordered image list (news_images, push_template_images): it goes with its file. */
export const listedImageColumns = () => ({
  mediaId: integer('media_id')
    .notNull()
    .references((): AnyPgColumn => mediaFiles.id, { onDelete: 'cascade' }),
  position: smallint('position').notNull(),
});

/** A 0/1 flag column (the API's ENABLE/DISABLE). */
const flag = (name: string) => smallint(name).notNull().default(0);

/** Raw bytes. PGlite hands back a Uint8Array and node-postgres a Buffer; both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** An uploaded image or sound, kept in the database so every server process can serve it. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    /** The tenant; null for files of no single service (a logo uploaded before its service). */
    serviceId: integer('service_id').references((): AnyPgColumn => services.id, { onDelete: 'cascade' }),
    uploadedBy: authorColumn('uploaded_by'),
    /** 'image' or 'sound'. */
    kind: varchar('kind', { length: 16 }).notNull(),
    mimeType: varchar('mime_type', { length: 64 }).notNull(),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    registDate: timestamp('regist_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_files_service_idx').on(table.serviceId)],
);

/** Shop genres, the same for every service. */
export const genres = pgTable(
  'genres',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('genres_name_unique').on(table.name)],
);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  zipcode: varchar('zipcode', { length: 7 }),
  /** The whole address as one line (kept in step with the parts below). */
  address: text('address'),
  telephone: varchar('telephone', { length: 11 }),
  nameKana: text('name_kana'),
  prefectureId: smallint('prefecture_id'),
  /** JIS X 0402 municipality code (five digits). */
  municipalityId: varchar('municipality_id', { length: 5 }),
  streetAddress: text('street_address'),
  buildingName: text('building_name'),
  representativeName: text('representative_name'),
  bankCode: char('bank_code', { length: 4 }),
  bankName: text('bank_name'),
  branchCode: char('branch_code', { length: 3 }),
  branchName: text('branch_name'),
  /** BANK_ACCOUNT_TYPE of src-shared/constants. */
  accountType: smallint('account_type'),
  accountNumber: varchar('account_number', { length: 7 }),
  accountHolderKana: text('account_holder_kana'),
  ...timestamps,
});

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    subdomain: varchar('subdomain', { length: 63 }).notNull(),
    enableTopSetting: flag('enable_top_setting'),
    enableCustomerSetting: flag('enable_customer_setting'),
    enableTrailCalc: flag('enable_trail_calc'),
    enableCouponSetting: flag('enable_coupon_setting'),
    enableNotificationSetting: flag('enable_notification_setting'),
    enableGallerySetting: flag('enable_gallery_setting'),
    enableMenuSetting: flag('enable_menu_setting'),
    logoId: integer('logo_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    googleMapApiKey: text('google_map_api_key'),
    privacyPolicyUrl: text('privacy_policy_url'),
    termsOfService: text('terms_of_service'),
    paymentSiteId: varchar('payment_site_id', { length: 64 }),
    /** Credentials for the payment provider: the server must send them on, so they are kept, never answered. */
    paymentSitePassword: text('payment_site_password'),
    paymentShopId: varchar('payment_shop_id', { length: 64 }),
    paymentShopPassword: text('payment_shop_password'),
    /** CARD_TEMPLATE of src-shared/constants. */
    cardTemplate: smallint('card_template'),
    serviceCode: varchar('service_code', { length: 32 }),
    kameiNo: varchar('kamei_no', { length: 20 }),
    inspectionUrl: text('inspection_url'),
    /** Every user of the service signs in with a second factor (TOTP); set by a master. */
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
    ...timestamps,
  },
  (table) => [uniqueIndex('services_subdomain_unique').on(table.subdomain)],
);

/** The tags a service gives its shops (at most MAX_CATEGORIES_OR_TAGS). */
export const serviceTags = pgTable(
  'service_tags',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('service_tags_service_name_unique').on(table.serviceId, table.name)],
);

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    name: text('name').notNull(),
    /** The group account's login is a user row (role group); this is its allowed IP address. */
    ipAddress: varchar('ip_address', { length: 15 }),
    ...timestamps,
  },
  (table) => [uniqueIndex('groups_service_name_unique').on(table.serviceId, table.name)],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    shopCode: varchar('shop_code', { length: 32 }),
    name: text('name').notNull(),
    zipcode: varchar('zipcode', { length: 7 }).notNull(),
    /** JIS X 0401 prefecture code (1 Hokkaido .. 47 Okinawa). */
    prefectureId: smallint('prefecture_id').notNull(),
    municipality: text('municipality').notNull(),
    streetAddress: text('street_address').notNull(),
    buildingName: text('building_name'),
    telephone: varchar('telephone', { length: 11 }).notNull(),
    /** SHOP_STATUS of src-shared/constants. */
    status: smallint('status').notNull(),
    ecEnabled: flag('ec_enabled'),
    ownerNameSei: text('owner_name_sei'),
    ownerNameMei: text('owner_name_mei'),
    email: varchar('email', { length: 255 }),
    companyName: text('company_name'),
    /** The shop's operating company (its company settings page). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** JIS X 0402 municipality code (five digits); `municipality` keeps its name. */
    municipalityId: varchar('municipality_id', { length: 5 }),
    genreId: integer('genre_id').references(() => genres.id, { onDelete: 'set null' }),
    serviceTagId: integer('service_tag_id').references(() => serviceTags.id, { onDelete: 'set null' }),
    remarks: text('remarks'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ecShopId: varchar('ec_shop_id', { length: 64 }),
    /** Sent on to the EC provider, so kept as given; never answered. */
    ecShopPassword: text('ec_shop_password'),
    /** EC_SALES_TYPE of src-shared/constants. */
    ecSalesType: smallint('ec_sales_type'),
    ecAuthorizedIpAddress: varchar('ec_authorized_ip_address', { length: 15 }),
    ecRedirectUrl: text('ec_redirect_url'),
    ecGeneratedKey: varchar('ec_generated_key', { length: 128 }),
    ...timestamps,
  },
  (table) => [
    index('shops_service_idx').on(table.serviceId),
    index('shops_group_idx').on(table.groupId),
    uniqueIndex('shops_service_code_unique').on(table.serviceId, table.shopCode),
    // Lets a shop's rows require, by one foreign key, that their service is the shop's.
    unique('shops_id_service_key').on(table.id, table.serviceId),
    check('shops_prefecture_check', sql`${table.prefectureId} between 1 and 47`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, so the unique index is case-insensitive in effect. */
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull(),
    nameSei: text('name_sei').notNull(),
    nameMei: text('name_mei').notNull(),
    status: smallint('status').notNull().default(2),
    /** Null for master users only. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    policySummaryManagement: boolean('policy_summary_management').notNull().default(false),
    policyPaymentHistory: boolean('policy_payment_history').notNull().default(false),
    passwordExpiredAt: timestamp('password_expired_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_service_idx').on(table.serviceId),
    check('users_role_check', sql`${table.role} between 1 and 4`),
    check('users_status_check', sql`${table.status} in (2, 3)`),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userIdColumn(),
    /** Hex SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('access_tokens_hash_unique').on(table.tokenHash),
    index('access_tokens_user_idx').on(table.userId),
  ],
);

/** IP addresses (or ranges up to `ipRange`) a shop's terminals connect from. */
export const shopAllowIps = pgTable(
  'shop_allow_ips',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    ipAddress: varchar('ip_address', { length: 15 }).notNull(),
    ipRange: varchar('ip_range', { length: 15 }),
    ...timestamps,
  },
  // An import looks entries up by shop and address.
  (table) => [index('shop_allow_ips_shop_idx').on(table.shopId, table.ipAddress)],
);

/** A shop's own settings (basic, default and detail); one row per shop, made on the first save. */
export const shopConfigs = pgTable('shop_configs', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  imageId: integer('image_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
  address: text('address'),
  telephone: varchar('telephone', { length: 11 }),
  workingTime: text('working_time'),
  holiday: text('holiday'),
  subtitle: text('subtitle'),
  description: text('description'),
  access: text('access'),
  siteUrl: text('site_url'),
  contactEmail: varchar('contact_email', { length: 255 }),
  facebookUrl: text('facebook_url'),
  twitterUrl: text('twitter_url'),
  instagramUrl: text('instagram_url'),
  lineUrl: text('line_url'),
  receptionEmails: jsonb('reception_emails').$type<string[]>().notNull().default([]),
  /** Null plays the standard sound. */
  soundId: integer('sound_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
  seatCount: integer('seat_count'),
  /** SMOKING_TYPE of src-shared/constants. */
  smokingType: smallint('smoking_type'),
  parking: text('parking'),
  wifi: flag('wifi'),
  paymentNote: text('payment_note'),
  note: text('note'),
  ...timestamps,
});
