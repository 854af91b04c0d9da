import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body type of the API so far; anything else is 415. An empty JSON body
 * counts as no body, so a bodiless POST (logout) works whatever content type the client sets.
 */
export function registerBodyParsers(app: FastifyInstance): void {
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
}
