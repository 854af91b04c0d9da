import { eq } from 'drizzle-orm';
import type { Sound, StoreConfig } from '@shared/api';
import type { SmokingType } from '@shared/constants';
import type { Database } from '../../platform/db/client';
import { withFlags } from '../../platform/db/enums';
import { mediaFiles, shopConfigs, shops } from '../../platform/db/schema';
import { apiTime } from '../../platform/http/time';

/** The URLs a settings answer carries; they depend on how the client reached the server. */
export interface ConfigUrls {
  media(id: number): string;
  defaultSound(): Sound;
  qrCode(shopId: number): string;
  shopPage(shopCode: string): string;
}

/** A shop's settings as the settings pages show them (empty values before the first save). */
export async function loadStoreConfig(
  db: Database,
  shopId: number,
  urls: ConfigUrls,
): Promise<StoreConfig | null> {
  const [row] = await db
    .select({ shop: { id: shops.id, name: shops.name, shopCode: shops.shopCode }, config: shopConfigs })
    .from(shops)
    .leftJoin(shopConfigs, eq(shopConfigs.shopId, shops.id))
    .where(eq(shops.id, shopId))
    .limit(1);
  if (!row) return null;
  const { shop, config } = row;
  const text = (value: string | null | undefined) => value ?? '';
  return {
    shopId: shop.id,
    storeName: shop.name,
    shopCode: shop.shopCode,
    basic: {
      imageUrl: config?.imageId ? urls.media(config.imageId) : null,
      address: text(config?.address),
      telephone: text(config?.telephone),
      workingTime: text(config?.workingTime),
      holiday: text(config?.holiday),
      subtitle: text(config?.subtitle),
      description: text(config?.description),
      access: text(config?.access),
      site: text(config?.siteUrl),
      email: text(config?.contactEmail),
      facebook: text(config?.facebookUrl),
      twitter: text(config?.twitterUrl),
      instagram: text(config?.instagramUrl),
      line: text(config?.lineUrl),
    },
    default: {
      receptionEmails: config?.receptionEmails ?? [],
      sound: config?.soundId ? await soundOf(db, config.soundId, urls) : urls.defaultSound(),
    },
    detail: {
      seatCount: config?.seatCount ?? null,
      smokingType: (config?.smokingType ?? null) as SmokingType | null,
      parking: text(config?.parking),
      wifi: withFlags({ wifi: config?.wifi ?? 0 }, ['wifi'] as const).wifi,
      paymentNote: text(config?.paymentNote),
      note: text(config?.note),
    },
    qrCodeUrl: urls.qrCode(shop.id),
    shopPageUrl: urls.shopPage(shop.shopCode ?? String(shop.id)),
    updatedAt: config ? apiTime(config.updatedAt) : null,
  };
}

async function soundOf(db: Database, soundId: number, urls: ConfigUrls): Promise<Sound> {
  const [sound] = await db
    .select({ id: mediaFiles.id, name: mediaFiles.fileName, mimeType: mediaFiles.mimeType })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, soundId));
  return sound ? { ...sound, url: urls.media(sound.id) } : urls.defaultSound();
}
