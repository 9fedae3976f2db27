import type { FastifyInstance } from 'fastify';

/**
 * Body-less calls (logout, favourite toggles, deletes...) are sent by the spec's web client with a
 * JSON content type and no body; Fastify's default parser rejects that with 400. Registered once for
 * the whole app: an empty JSON body becomes "no body"; anything else is parsed as usual.
 */
export function allowEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) done(null, undefined);
    else parseJson(request, text, done);
  });
}
