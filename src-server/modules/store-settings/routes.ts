import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { QRCodeToBufferOptions } from 'qrcode';
import {
  API_PATHS,
  storeBasicSettingsRequestSchema,
  storeDefaultSettingsRequestSchema,
  storeDetailSettingsRequestSchema,
} from '@shared/api';
import type { Sound, StoreConfig } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { RouteName } from '@shared/routes';
import type { ShopAccess, Tenant } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { found, validationFailed } from '../../platform/errors';
import { created, updated } from '../../platform/http/answers';
import { DEFAULT_SOUND_MIME_TYPE } from '../../platform/media/default-sound';
import { IMAGE_RULE, SOUND_RULE } from '../../platform/media/rules';
import { findSoundOfService, imageChange, imageUploadOf, saveMedia } from '../../platform/media/store';
import { apiBaseUrl, defaultSoundUrl, mediaUrl } from '../../platform/media/urls';
import { loadStoreConfig } from './reads';
import type { ConfigUrls } from './reads';
import { basicSettingColumns, detailSettingColumns, writeShopConfig } from './writes';
import type { ModuleHttp } from '../../platform/module';

const paths = API_PATHS.storeSettings;
const labels = ja.forms.storeSettings;
const QR_CODE_WIDTH = 512;
/**
 * PNG's "Up" filter on every row: a QR code's rows repeat module by module, so it packs them as
 * well as any, and spares pngjs trying all five filters on each of the 512 rows (two thirds of the
 * time the code took; 10 KB instead of 3 KB).
 */
const PNG_FILTER_UP = 2;
/** What qrcode hands to pngjs (its types name only the deflate options). */
const QR_PNG_OPTIONS: NonNullable<QRCodeToBufferOptions['rendererOpts']> & { filterType: number } = {
  filterType: PNG_FILTER_UP,
};

/**
 * Store settings for store users (their own shop) and group users (the shops of their group),
 * spec section 7 "Store settings".
 */
export function registerStoreSettingRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  /** A settings request names the shop `{id}`, which must be within the caller's reach. */
  const shop = (screen: RouteName) => (request: FastifyRequest, params: { subdomain: string; id: string }) =>
    guards.shop(screen)(request, { subdomain: params.subdomain, shopId: params.id });

  async function configAnswer(request: FastifyRequest, { tenant, shop }: ShopAccess): Promise<StoreConfig> {
    return found(loadStoreConfig(ctx.db, shop.id, configUrls(ctx, request, tenant)));
  }

  route.get(paths.config, {
    access: shop('storeSettingView'),
    async handler({ request, access }): Promise<{ data: StoreConfig }> {
      return { data: await configAnswer(request, access) };
    },
  });

  route.post(paths.basic, {
    access: shop('settingBasic'),
    files: { image: IMAGE_RULE },
    body: storeBasicSettingsRequestSchema,
    async handler({ request, access, body, files }) {
      const { updatedAt, removeImage, ...values } = body;
      const imageId = await imageChange(ctx.db, imageUploadOf(access, files.image, removeImage === 1));
      const columns = { ...basicSettingColumns(values), ...(imageId === undefined ? {} : { imageId }) };
      await writeShopConfig(ctx.db, access.shop.id, updatedAt, columns, ctx.clock());
      return updated(await configAnswer(request, access));
    },
  });

  route.post(paths.default, {
    access: shop('settingDefault'),
    files: { sound: SOUND_RULE },
    body: storeDefaultSettingsRequestSchema,
    async handler({ request, access, body: { updatedAt, receptionEmails, soundId }, files }) {
      const { caller, tenant } = access;
      const sound = files.sound;
      const chosenSoundId = sound
        ? await saveMedia(ctx.db, {
            serviceId: tenant.id,
            uploadedBy: caller.userId,
            kind: 'sound',
            file: sound,
          })
        : await checkedSoundId(ctx, tenant, soundId);
      const columns = { receptionEmails, soundId: chosenSoundId };
      await writeShopConfig(ctx.db, access.shop.id, updatedAt, columns, ctx.clock());
      return updated(await configAnswer(request, access));
    },
  });

  route.post(paths.detail, {
    access: shop('settingDetail'),
    body: storeDetailSettingsRequestSchema,
    async handler({ request, access, body: { updatedAt, ...values } }) {
      await writeShopConfig(ctx.db, access.shop.id, updatedAt, detailSettingColumns(values), ctx.clock());
      return updated(await configAnswer(request, access));
    },
  });

  route.post(paths.uploadSound, {
    access: guards.tenant('settingDefault'),
    files: { sound: SOUND_RULE },
    status: 201,
    async handler({ request, access: { caller, tenant }, files }) {
      const file = files.sound;
      if (!file)
        throw validationFailed([
          { name: 'sound', message: fieldMessage(labels.sound, ja.validation.photoRequired) },
        ]);
      const id = await saveMedia(ctx.db, {
        serviceId: tenant.id,
        uploadedBy: caller.userId,
        kind: 'sound',
        file,
      });
      const data: Sound = {
        id,
        name: file.fileName,
        mimeType: file.mimeType,
        url: mediaUrl(request, tenant.subdomain, id),
      };
      return created(data);
    },
  });

  route.get(paths.defaultSound, {
    access: guards.tenant('settingDefault'),
    async handler({ request, access: { tenant } }): Promise<{ data: Sound }> {
      return { data: configUrls(ctx, request, tenant).defaultSound() };
    },
  });

  route.get(paths.qrCode, {
    access: shop('storeSettingView'),
    async handler({ request, reply, access }) {
      const config = await configAnswer(request, access);
      const png = await QRCode.toBuffer(config.shopPageUrl, {
        type: 'png',
        width: QR_CODE_WIDTH,
        margin: 2,
        errorCorrectionLevel: 'M',
        rendererOpts: QR_PNG_OPTIONS,
      });
      const fileName = `qr-${config.shopCode ?? access.shop.id}.png`;
      return reply
        .type('image/png')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(png);
    },
  });
}

function configUrls(ctx: AppContext, request: FastifyRequest, tenant: Tenant): ConfigUrls {
  const base = apiBaseUrl(request);
  return {
    media: (id) => mediaUrl(request, tenant.subdomain, id),
    defaultSound: () => ({
      id: null,
      name: ja.storeSettings.defaultSoundName,
      mimeType: DEFAULT_SOUND_MIME_TYPE,
      url: defaultSoundUrl(request, tenant.subdomain),
    }),
    qrCode: (shopId) => `${base}/${encodeURIComponent(tenant.subdomain)}/stores/${shopId}/qr-code`,
    shopPage: (shopCode) =>
      `${ctx.settings.shopPageBaseUrl}/${encodeURIComponent(tenant.subdomain)}/shops/${encodeURIComponent(shopCode)}`,
  };
}

/** A chosen sound must be one uploaded to this service; null is the standard sound. */
async function checkedSoundId(
  ctx: AppContext,
  tenant: Tenant,
  soundId: number | null,
): Promise<number | null> {
  if (soundId === null) return null;
  if (await findSoundOfService(ctx.db, tenant.id, soundId)) return soundId;
  throw validationFailed([
    { name: 'soundId', message: fieldMessage(labels.sound, ja.validation.unknownChoice) },
  ]);
}
