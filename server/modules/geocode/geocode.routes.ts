import { geocodeNotFoundMessage, geocodeQuerySchema, geocodeResultSchema } from '@contracts/geocode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { requireUser } from '../auth/guards';
import { createAddressGeocoder } from './address-geocoder';
import { locatePostcode } from './postcode-location';

/**
 * GET /api/geocode (the listing form's 'Auto-fill from Address'): the postcode table first, and
 * only when GEOCODER_URL is set, the address through that service. Signed-in only, so the
 * outside service is never a free proxy.
 */
export const geocodeModule: FastifyPluginAsyncZod = async (app) => {
  const { geocoderUrl, publicUrl } = app.config;
  const lookUpAddress = geocoderUrl
    ? createAddressGeocoder(geocoderUrl, `HomeHunter/1.0 (${publicUrl})`, undefined, () =>
        app.now().getTime(),
      )
    : null;

  app.get(
    '/geocode',
    {
      schema: {
        tags: ['geocode'],
        summary: 'Coordinates of a UK postcode (the postcode table), else of an address (GEOCODER_URL)',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResultSchema },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const { postcode, address } = request.query;
      const byPostcode = postcode ? await locatePostcode(app.db, postcode) : null;
      if (byPostcode) return byPostcode;
      const query = [address, postcode].filter(Boolean).join(', ');
      const byAddress = lookUpAddress ? await lookUpAddress(query) : null;
      if (byAddress) return { ...byAddress, precision: 'address' as const };
      throw notFound(geocodeNotFoundMessage);
    },
  );
};
