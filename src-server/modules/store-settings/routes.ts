import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import {
  storeBasicSettingsRequestSchema,
  storeDefaultSettingsRequestSchema,
  storeDetailSettingsRequestSchema,
} from '@shared/api';
import type { Sound, StoreConfig } from '@shared/api';
import { ja } from '@shared/messages';
import { fieldMessage } from '@shared/validation';
import type { RouteName } from '@shared/routes';
import { guardShop, guardTenant } from '../../platform/auth/guard';
import type { Tenant } from '../../platform/auth/guard';
import type { AppContext } from '../../platform/context';
import { notFound, validationFailed } from '../../platform/errors';
import { readForm } from '../../platform/http/multipart';
import { parseInput } from '../../platform/http/validation';
import { DEFAULT_SOUND_MIME_TYPE } from '../../platform/media/default-sound';
import { IMAGE_RULE, SOUND_RULE } from '../../platform/media/rules';
import { findSoundOfService, imageChange, saveMedia } from '../../platform/media/store';
import { apiBaseUrl, defaultSoundUrl, mediaUrl } from '../../platform/media/urls';
import { loadStoreConfig } from './reads';
import type { ConfigUrls } from './reads';
import { basicSettingColumns, detailSettingColumns, writeShopConfig } from './writes';

type TenantParams = { Params: { subdomain: string } };
type ShopParams = { Params: { subdomain: string; id: string } };

const labels = ja.forms.storeSettings;
const QR_CODE_WIDTH = 512;

/**
 * Store settings for store users (their own shop) and group users (the shops of their group),
 * spec section 7 "Store settings".
 */
export function registerStoreSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The caller, the service and the shop of a settings request, each checked. */
  async function shopAccess(request: FastifyRequest<ShopParams>, route: RouteName) {
    const { caller, tenant, shop } = await guardShop(ctx, request, route, {
      subdomain: request.params.subdomain,
      shopId: request.params.id,
    });
    return { caller, tenant, shopId: shop.id };
  }

  async function configAnswer(request: FastifyRequest, tenant: Tenant, shopId: number): Promise<StoreConfig> {
    const config = await loadStoreConfig(ctx.db, shopId, configUrls(ctx, request, tenant));
    if (!config) throw notFound();
    return config;
  }

  app.get<ShopParams>('/:subdomain/stores/:id/config', async (request): Promise<{ data: StoreConfig }> => {
    const { tenant, shopId } = await shopAccess(request, 'storeSettingView');
    return { data: await configAnswer(request, tenant, shopId) };
  });

  app.post<ShopParams>('/:subdomain/stores/:id/config/basic', async (request) => {
    const { caller, tenant, shopId } = await shopAccess(request, 'settingBasic');
    const form = await readForm(request, { image: IMAGE_RULE });
    const { updatedAt, removeImage, ...values } = parseInput(storeBasicSettingsRequestSchema, form.fields);
    const imageId = await imageChange(ctx.db, {
      serviceId: tenant.id,
      uploadedBy: caller.userId,
      file: form.files.image,
      remove: removeImage === 1,
    });
    await writeShopConfig(
      ctx.db,
      shopId,
      updatedAt,
      { ...basicSettingColumns(values), ...(imageId === undefined ? {} : { imageId }) },
      ctx.clock(),
    );
    return { message: ja.success.updated, data: await configAnswer(request, tenant, shopId) };
  });

  app.post<ShopParams>('/:subdomain/stores/:id/config/default', async (request) => {
    const { caller, tenant, shopId } = await shopAccess(request, 'settingDefault');
    const form = await readForm(request, { sound: SOUND_RULE });
    const { updatedAt, receptionEmails, soundId } = parseInput(
      storeDefaultSettingsRequestSchema,
      form.fields,
    );
    const sound = form.files.sound;
    const chosenSoundId = sound
      ? await saveMedia(ctx.db, {
          serviceId: tenant.id,
          uploadedBy: caller.userId,
          kind: 'sound',
          file: sound,
        })
      : await checkedSoundId(ctx, tenant, soundId);
    await writeShopConfig(
      ctx.db,
      shopId,
      updatedAt,
      { receptionEmails, soundId: chosenSoundId },
      ctx.clock(),
    );
    return { message: ja.success.updated, data: await configAnswer(request, tenant, shopId) };
  });

  app.post<ShopParams>('/:subdomain/stores/:id/config/detail', async (request) => {
    const { tenant, shopId } = await shopAccess(request, 'settingDetail');
    const { updatedAt, ...values } = parseInput(storeDetailSettingsRequestSchema, request.body);
    await writeShopConfig(ctx.db, shopId, updatedAt, detailSettingColumns(values), ctx.clock());
    return { message: ja.success.updated, data: await configAnswer(request, tenant, shopId) };
  });

  app.post<TenantParams>('/:subdomain/stores/upload-sound', async (request, reply) => {
    const { caller, tenant } = await guardTenant(ctx, request, 'settingDefault', request.params.subdomain);
    const { files } = await readForm(request, { sound: SOUND_RULE });
    if (!files.sound)
      throw validationFailed([
        { name: 'sound', message: fieldMessage(labels.sound, ja.validation.photoRequired) },
      ]);
    const file = files.sound;
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
    return reply.code(201).send({ message: ja.success.created, data });
  });

  app.get<TenantParams>(
    '/:subdomain/stores/config/default-sound',
    async (request): Promise<{ data: Sound }> => {
      const { tenant } = await guardTenant(ctx, request, 'settingDefault', request.params.subdomain);
      return { data: configUrls(ctx, request, tenant).defaultSound() };
    },
  );

  app.get<ShopParams>('/:subdomain/stores/:id/qr-code', async (request, reply) => {
    const { tenant, shopId } = await shopAccess(request, 'storeSettingView');
    const config = await configAnswer(request, tenant, shopId);
    const png = await QRCode.toBuffer(config.shopPageUrl, {
      type: 'png',
      width: QR_CODE_WIDTH,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    const fileName = `qr-${config.shopCode ?? shopId}.png`;
    return reply
      .type('image/png')
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
      .send(png);
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
