import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TemplateDetail, TemplateKind, TemplateListItem } from '@shared/api';
import { LINK_OPEN_MODE, MESSAGE_TYPE, TEMPLATE_PERIOD_TYPE } from '@shared/constants';
import type { LinkOpenMode, TemplatePeriodType } from '@shared/constants';
import { endOfTokyoDay, startOfTokyoDay } from '@shared/datetime';
import type { CouponTemplateFormValues, NewsTemplateFormValues } from '@shared/validation';
import type { Database } from '../../platform/db/client';
import { pushNotifications, pushTemplateImages, pushTemplates } from './schema-push';
import { atVersion } from '../../platform/db/versions';
import { missedWriteError, rowExists, updateAtVersion } from '../../platform/db/exists';
import type { PageRequest } from '../../platform/http/pagination';
import { apiTime, apiTimestamps } from '../../platform/http/time';
import { countRows, listRead } from '../../platform/db/list-read';
import { likePattern } from '../../platform/db/list-helpers';
import type { SortRequest } from '../../platform/db/list-helpers';
import { qualified } from '../../platform/db/qualified';
import { listedImageIds } from '../../platform/media/image-lists';
import type { ImageListTable } from '../../platform/media/image-lists';

export type MediaUrlOf = (mediaId: number) => string;

export const KIND_CODE: Record<TemplateKind, typeof MESSAGE_TYPE.COUPON | typeof MESSAGE_TYPE.NEWS> = {
  coupon: MESSAGE_TYPE.COUPON,
  news: MESSAGE_TYPE.NEWS,
};
const KIND_OF_CODE: Record<number, TemplateKind> = {
  [MESSAGE_TYPE.COUPON]: 'coupon',
  [MESSAGE_TYPE.NEWS]: 'news',
};

const outerTemplateId = qualified(pushTemplates.id);
const firstImage = sql<
  number | null
>`coalesce(${pushTemplates.imageId}, (select ${pushTemplateImages.mediaId} from ${pushTemplateImages} where ${pushTemplateImages.templateId} = ${outerTemplateId} order by ${pushTemplateImages.position} limit 1))`;
const imageCount = sql<number>`(case when ${pushTemplates.imageId} is null then 0 else 1 end + (select count(*)::int from ${pushTemplateImages} where ${pushTemplateImages.templateId} = ${outerTemplateId}))`;
const pushCount = sql<number>`(select count(*)::int from ${pushNotifications} where ${pushNotifications.templateId} = ${outerTemplateId})`;
/** When the template's latest push started sending (a push still scheduled does not count). */
const lastSentAt = sql<Date | null>`(select max(${pushNotifications.startedAt}) from ${pushNotifications} where ${pushNotifications.templateId} = ${outerTemplateId})`;

const columns = {
  id: pushTemplates.id,
  kind: pushTemplates.kind,
  name: pushTemplates.name,
  title: pushTemplates.title,
  pushMessage: pushTemplates.pushMessage,
  imageId: firstImage,
  imageCount,
  periodType: pushTemplates.periodType,
  availableAt: pushTemplates.availableAt,
  expiredAt: pushTemplates.expiredAt,
  pushCount,
  lastSentAt,
  registDate: pushTemplates.registDate,
  updatedAt: pushTemplates.updatedAt,
};

const rowQuery = (db: Database) => db.select(columns).from(pushTemplates);
type Row = Awaited<ReturnType<typeof rowQuery>>[number];

function toListItem({ imageId, ...row }: Row, mediaUrl: MediaUrlOf): TemplateListItem {
  const time = (value: Date | string | null) => (value === null ? null : apiTime(new Date(value)));
  return {
    ...row,
    kind: KIND_OF_CODE[row.kind] ?? 'coupon',
    imageUrl: imageId === null ? null : mediaUrl(Number(imageId)),
    periodType: row.periodType as TemplatePeriodType | null,
    availableAt: time(row.availableAt),
    expiredAt: time(row.expiredAt),
    lastSentAt: time(row.lastSentAt),
    ...apiTimestamps(row),
  };
}

const SORTABLE = {
  registDate: pushTemplates.registDate,
  updatedAt: pushTemplates.updatedAt,
  name: pushTemplates.name,
  id: pushTemplates.id,
};

function conditions(serviceId: number, kind: TemplateKind, keyword: string | undefined): SQL | undefined {
  const pattern = keyword ? likePattern(keyword) : undefined;
  return and(
    eq(pushTemplates.serviceId, serviceId),
    eq(pushTemplates.kind, KIND_CODE[kind]),
    pattern ? or(ilike(pushTemplates.name, pattern), ilike(pushTemplates.title, pattern)) : undefined,
  );
}

const templateList = listRead({
  rows: (db, where) => rowQuery(db).where(where).$dynamic(),
  count: countRows(pushTemplates),
  sortable: SORTABLE,
  order: [pushTemplates.registDate, pushTemplates.id],
  item: toListItem,
});

export function listTemplates(
  db: Database,
  serviceId: number,
  kind: TemplateKind,
  filter: { keyword?: string | undefined } & SortRequest,
  page: PageRequest | null,
  mediaUrl: MediaUrlOf,
) {
  return templateList.page(db, conditions(serviceId, kind, filter.keyword), filter, page, mediaUrl);
}

export async function findTemplateDetail(
  db: Database,
  serviceId: number,
  kind: TemplateKind,
  id: number,
  mediaUrl: MediaUrlOf,
): Promise<TemplateDetail | null> {
  const [row] = await db
    .select({
      ...columns,
      content: pushTemplates.content,
      requirement: pushTemplates.requirement,
      attention: pushTemplates.attention,
      linkOpenMode: pushTemplates.linkOpenMode,
      ownImage: pushTemplates.imageId,
    })
    .from(pushTemplates)
    .where(and(conditions(serviceId, kind, undefined), eq(pushTemplates.id, id)))
    .limit(1);
  if (!row) return null;
  const { content, requirement, attention, linkOpenMode, ownImage, ...listRow } = row;
  const imageIds = ownImage === null ? await templateImageIds(db, id) : [ownImage];
  return {
    ...toListItem(listRow, mediaUrl),
    content,
    requirement,
    attention,
    linkOpenMode: linkOpenMode === LINK_OPEN_MODE.WEBVIEW ? LINK_OPEN_MODE.WEBVIEW : LINK_OPEN_MODE.INAPP,
    images: imageIds.map((imageId) => ({ id: imageId, url: mediaUrl(imageId) })),
  };
}

function couponColumns(values: CouponTemplateFormValues) {
  const period = values.periodType === TEMPLATE_PERIOD_TYPE.PERIOD;
  return {
    name: values.name,
    title: values.title,
    content: values.content,
    requirement: values.requirement,
    attention: values.attention,
    periodType: values.periodType ?? TEMPLATE_PERIOD_TYPE.UNLIMITED,
    availableAt: period ? startOfTokyoDay(values.availableAt) : null,
    expiredAt: period ? endOfTokyoDay(values.expiredAt) : null,
    pushMessage: values.pushMessage,
    linkOpenMode: (values.linkOpenMode ?? LINK_OPEN_MODE.INAPP) as LinkOpenMode,
  };
}

function newsColumns(values: NewsTemplateFormValues) {
  return {
    name: values.name,
    title: values.title,
    content: values.content,
    pushMessage: values.pushMessage,
    linkOpenMode: (values.linkOpenMode ?? LINK_OPEN_MODE.INAPP) as LinkOpenMode,
  };
}

export type TemplateValues =
  | { kind: 'coupon'; values: CouponTemplateFormValues; imageId: number | null | undefined }
  | { kind: 'news'; values: NewsTemplateFormValues; imageIds: number[] };

function columnsOf(template: TemplateValues) {
  return template.kind === 'coupon'
    ? {
        ...couponColumns(template.values),
        ...(template.imageId === undefined ? {} : { imageId: template.imageId }),
      }
    : newsColumns(template.values);
}

export async function createTemplate(
  db: Database,
  input: { serviceId: number; createdBy: number; now: Date; template: TemplateValues },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushTemplates)
      .values({
        ...columnsOf(input.template),
        serviceId: input.serviceId,
        kind: KIND_CODE[input.template.kind],
        createdBy: input.createdBy,
        registDate: input.now,
        updatedAt: input.now,
      })
      .returning({ id: pushTemplates.id });
    if (!row) throw new Error('template was not created');
    if (input.template.kind === 'news') await saveImages(tx, row.id, input.template.imageIds);
    return row.id;
  });
}

async function saveImages(db: Database, templateId: number, mediaIds: number[]): Promise<void> {
  await db.delete(pushTemplateImages).where(eq(pushTemplateImages.templateId, templateId));
  if (mediaIds.length === 0) return;
  await db
    .insert(pushTemplateImages)
    .values(mediaIds.map((mediaId, index) => ({ templateId, mediaId, position: index + 1 })));
}

const TEMPLATE_IMAGES: ImageListTable = {
  table: pushTemplateImages,
  owner: pushTemplateImages.templateId,
  mediaId: pushTemplateImages.mediaId,
  position: pushTemplateImages.position,
};

/** The saved images of a news template, in order. */
export function templateImageIds(db: Database, templateId: number): Promise<number[]> {
  return listedImageIds(db, TEMPLATE_IMAGES, templateId);
}

export async function updateTemplate(
  db: Database,
  input: { serviceId: number; id: number; updatedAt?: string; now: Date; template: TemplateValues },
): Promise<void> {
  await db.transaction(async (tx) => {
    await updateAtVersion(
      tx,
      pushTemplates,
      templateOfService(input.serviceId, input.template.kind, input.id),
      input,
      columnsOf(input.template),
    );
    if (input.template.kind === 'news') await saveImages(tx, input.id, input.template.imageIds);
  });
}

/** The template `id` of the kind, only when it is the service's. */
function templateOfService(serviceId: number, kind: TemplateKind, id: number): SQL | undefined {
  return and(conditions(serviceId, kind, undefined), eq(pushTemplates.id, id));
}

export function templateExists(db: Database, serviceId: number, kind: TemplateKind, id: number) {
  return rowExists(db, pushTemplates, templateOfService(serviceId, kind, id));
}

export async function deleteTemplate(
  db: Database,
  input: { serviceId: number; kind: TemplateKind; id: number; updatedAt: string | undefined },
): Promise<void> {
  const rows = await db
    .delete(pushTemplates)
    .where(
      and(
        conditions(input.serviceId, input.kind, undefined),
        eq(pushTemplates.id, input.id),
        atVersion(pushTemplates.updatedAt, input.updatedAt),
      ),
    )
    .returning({ id: pushTemplates.id });
  if (rows.length === 0)
    throw await missedWriteError(templateExists(db, input.serviceId, input.kind, input.id));
}

/** A template of the service of either kind (what a push is sent from), or null. */
export async function findTemplateForPush(db: Database, serviceId: number, id: number) {
  const [row] = await db
    .select({ id: pushTemplates.id, kind: pushTemplates.kind, name: pushTemplates.name })
    .from(pushTemplates)
    .where(and(eq(pushTemplates.serviceId, serviceId), eq(pushTemplates.id, id)))
    .limit(1);
  return row ?? null;
}
