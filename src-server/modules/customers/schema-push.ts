/**
 * Push notifications of the customers area: the templates they are sent from, the pushes, the
 * outbox the push worker claims them from, and one delivery per device token.
 * After changing this file, regenerate the SQL migrations with `npx drizzle-kit generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  authorColumn,
  listedImageColumns,
  mediaFiles,
  serviceIdColumn,
  timestamps,
} from '../../platform/db/schema';

/**
 * A coupon (kind MESSAGE_TYPE.COUPON) or news (MESSAGE_TYPE.NEWS) template: what the app shows
 * when a push sent from it is opened. Only a coupon template has a requirement, an attention
 * note, one image and a period; a news template has its images in push_template_images.
 */
export const pushTemplates = pgTable(
  'push_templates',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    kind: smallint('kind').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    requirement: text('requirement').notNull().default(''),
    attention: text('attention').notNull().default(''),
    imageId: integer('image_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** TEMPLATE_PERIOD_TYPE; null for news. */
    periodType: smallint('period_type'),
    availableAt: timestamp('available_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    pushMessage: text('push_message').notNull(),
    /** LINK_OPEN_MODE: how the app opens the template's content. */
    linkOpenMode: smallint('link_open_mode').notNull().default(2),
    createdBy: authorColumn('created_by'),
    ...timestamps,
  },
  (table) => [
    index('push_templates_service_regist_idx').on(
      table.serviceId,
      table.kind,
      table.registDate.desc(),
      table.id.desc(),
    ),
    index('push_templates_service_name_idx').on(table.serviceId, table.kind, table.name),
    check('push_templates_kind_check', sql`${table.kind} in (1, 2)`),
    check('push_templates_link_open_mode_check', sql`${table.linkOpenMode} in (1, 2)`),
    check(
      'push_templates_period_check',
      sql`(${table.kind} = 2 and ${table.periodType} is null and ${table.availableAt} is null and ${table.expiredAt} is null)
        or (${table.kind} = 1 and ${table.periodType} = 0 and ${table.availableAt} is null and ${table.expiredAt} is null)
        or (${table.kind} = 1 and ${table.periodType} = 1 and ${table.availableAt} <= ${table.expiredAt})`,
    ),
  ],
);

/** The images of a news template, in order. */
export const pushTemplateImages = pgTable(
  'push_template_images',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => pushTemplates.id, { onDelete: 'cascade' }),
    ...listedImageColumns(),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.position] })],
);

/** One push: its message, when it goes, to whom, and how far its sending is. */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceIdColumn(),
    templateId: integer('template_id').references(() => pushTemplates.id, { onDelete: 'set null' }),
    /** MESSAGE_TYPE: the template's kind, or PUSH for a message alone. */
    messageType: smallint('message_type').notNull(),
    /** The template's name when it was sent (the template may change or go later). */
    templateName: text('template_name').notNull().default(''),
    pushMessage: text('push_message').notNull(),
    /** SEND_TIMING: IMMEDIATELY (scheduledAt is the moment it was saved) or SCHEDULE. */
    sendTiming: smallint('send_timing').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** PUSH_TARGET: all app users, or the customers of targetFilter. */
    target: smallint('target').notNull(),
    targetFilter: jsonb('target_filter').notNull().default({}),
    /** PUSH_STATE. */
    state: smallint('state').notNull(),
    /** Customers it goes to: counted when saved, counted again when sending starts. */
    recipientCount: integer('recipient_count').notNull().default(0),
    /** Device tokens it was expanded into, and of those how many were delivered or failed. */
    deliveryTotal: integer('delivery_total').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
    createdBy: authorColumn('created_by'),
    ...timestamps,
  },
  (table) => [
    index('push_notifications_service_regist_idx').on(
      table.serviceId,
      table.registDate.desc(),
      table.id.desc(),
    ),
    index('push_notifications_service_scheduled_idx').on(
      table.serviceId,
      table.scheduledAt.desc(),
      table.id.desc(),
    ),
    index('push_notifications_service_state_idx').on(table.serviceId, table.state, table.scheduledAt.desc()),
    index('push_notifications_template_idx').on(table.templateId),
    check('push_notifications_message_type_check', sql`${table.messageType} in (1, 2, 3)`),
    check('push_notifications_send_timing_check', sql`${table.sendTiming} in (1, 2)`),
    check('push_notifications_target_check', sql`${table.target} in (1, 2)`),
    check('push_notifications_state_check', sql`${table.state} in (1, 2, 3, 4, 5)`),
    check(
      'push_notifications_counts_check',
      sql`${table.deliveredCount} + ${table.failedCount} <= ${table.deliveryTotal}`,
    ),
  ],
);

/**
 * The outbox: a push waiting to be sent or being sent. The push worker claims due rows with
 * FOR UPDATE SKIP LOCKED; `cursor` is the last device token id expanded into deliveries, so a
 * worker that takes over after a crash goes on where the last one stopped. Gone once sent.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    pushId: integer('push_id')
      .primaryKey()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    serviceId: serviceIdColumn(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
    claimedBy: text('claimed_by'),
    /** Set on claim and on each renewal of the lease. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * Until when the worker holds the push (renewed by its heartbeat; a past one means the worker
     * died); on a push handed back after a failure, the time before which it is not tried again.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('push_outbox_due_idx').on(table.dueAt)],
);

/**
 * A batch of deliveries handed to the sender at once: written with its deliveries, marked as
 * handed to the sender just before it is, and marked sent after the sender answered. A batch
 * still unsent when its worker died is sent by the next one; if it had been handed already,
 * some of its devices may get the push twice (at least once per batch; see docs/deployment.md).
 */
export const pushDeliveryBatches = pgTable(
  'push_delivery_batches',
  {
    pushId: integer('push_id')
      .notNull()
      .references(() => pushNotifications.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Its deliveries are the push's with a device token id in [firstTokenId, lastTokenId]. */
    firstTokenId: bigint('first_token_id', { mode: 'number' }).notNull(),
    lastTokenId: bigint('last_token_id', { mode: 'number' }).notNull(),
    size: integer('size').notNull(),
    /** When it was last handed to the sender; null while it never was. */
    handedAt: timestamp('handed_at', { withTimezone: true }),
    /** How many times it was handed to the sender: more than 1 only for a batch in flight when its worker died. */
    handoffs: smallint('handoffs').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.pushId, table.seq] })],
);

/**
 * One delivery of a push to one device token: at most one per (push, token), whatever happens
 * to the workers. Written at 50,000 rows a second, so without per-row foreign-key checks; the
 * migration's trigger deletes a push's deliveries with it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    pushId: integer('push_id').notNull(),
    deviceTokenId: bigint('device_token_id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id').notNull(),
    /** Why the sender could not deliver it (an unregistered token, ...); null once delivered. */
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.pushId, table.deviceTokenId] })],
);
