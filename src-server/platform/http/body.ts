import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { hasUsableBoundary, malformedMultipart } from './multipart';

/**
 * JSON and multipart (uploads) are the body types of the API; anything else is 415. An empty
 * JSON body counts as no body, so a bodiless POST (logout) works whatever content type the
 * client sets. Multipart is registered once here for every route; each route reads its parts
 * with the limits of its own files (see ./multipart). A multipart request without a usable
 * boundary is refused here, before any route reads it.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  await app.register(multipart);
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !hasUsableBoundary(request.headers['content-type']))
      throw malformedMultipart();
  });
}
