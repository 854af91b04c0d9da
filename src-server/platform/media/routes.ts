import type { FastifyInstance } from 'fastify';
import { guardTenant } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { pathId } from '../http/ids';
import { DEFAULT_SOUND_MIME_TYPE, defaultSound } from './default-sound';
import { findMediaOfService } from './store';
import { findThumbnailOfService } from './thumbnails';

/**
 * Stored images and sounds of a service. They are the content of the service's app (shop
 * pictures, logo, reception sounds), so any user of the service may fetch them: the access
 * is the dashboard's (every role), within the tenant.
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { subdomain: string } }>('/:subdomain/media/default-sound', async (request, reply) => {
    await guardTenant(ctx, request, 'dashboard', request.params.subdomain);
    return reply
      .type(DEFAULT_SOUND_MIME_TYPE)
      .header('cache-control', 'private, max-age=86400')
      .send(defaultSound());
  });

  app.get<{ Params: { subdomain: string; id: string } }>('/:subdomain/media/:id', async (request, reply) => {
    const { tenant } = await guardTenant(ctx, request, 'dashboard', request.params.subdomain);
    const media = await findMediaOfService(ctx.db, tenant.id, pathId(request.params.id));
    if (!media) throw notFound();
    return reply
      .type(media.mimeType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(media.data);
  });

  // The small copy lists show (made when the image was stored); older images have none, so the original.
  app.get<{ Params: { subdomain: string; id: string } }>(
    '/:subdomain/media/:id/thumbnail',
    async (request, reply) => {
      const { tenant } = await guardTenant(ctx, request, 'dashboard', request.params.subdomain);
      const id = pathId(request.params.id);
      const media =
        (await findThumbnailOfService(ctx.db, tenant.id, id)) ??
        (await findMediaOfService(ctx.db, tenant.id, id));
      if (!media) throw notFound();
      return reply
        .type(media.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(media.data);
    },
  );
}
