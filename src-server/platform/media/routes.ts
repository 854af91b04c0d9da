import type { FastifyReply } from 'fastify';
import { API_PATHS } from '@shared/api';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { DEFAULT_SOUND_MIME_TYPE, defaultSound } from './default-sound';
import { findMediaOfService } from './store';
import { findThumbnailOfService } from './thumbnails';
import type { ModuleHttp } from '../module';

const paths = API_PATHS.media;

/**
 * Stored images and sounds of a service. They are the content of the service's app (shop
 * pictures, logo, reception sounds), so any user of the service may fetch them: the access
 * is the dashboard's (every role), within the tenant.
 */
export function registerMediaRoutes({ route, guards }: ModuleHttp, ctx: AppContext): void {
  route.get(paths.defaultSound, {
    access: guards.tenant('dashboard'),
    async handler({ reply }) {
      return reply
        .type(DEFAULT_SOUND_MIME_TYPE)
        .header('cache-control', 'private, max-age=86400')
        .send(defaultSound());
    },
  });

  route.get(paths.item, {
    access: guards.record('dashboard'),
    async handler({ reply, access: { tenant, id } }) {
      return sendMedia(reply, await findMediaOfService(ctx.db, tenant.id, id));
    },
  });

  // The small copy lists show (made when the image was stored); older images have none, so the original.
  route.get(paths.thumbnail, {
    access: guards.record('dashboard'),
    async handler({ reply, access: { tenant, id } }) {
      const thumbnail = await findThumbnailOfService(ctx.db, tenant.id, id);
      return sendMedia(reply, thumbnail ?? (await findMediaOfService(ctx.db, tenant.id, id)));
    },
  });
}

function sendMedia(reply: FastifyReply, media: { mimeType: string; data: Buffer } | null | undefined) {
  if (!media) throw notFound();
  return reply
    .type(media.mimeType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(media.data);
}
