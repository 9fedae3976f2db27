import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuerySchema,
  adminMessages,
  adminPropertyIdParamSchema,
  adminPropertyListSchema,
  adminPropertyPageSchema,
  adminPropertyUpdateSchema,
} from '@contracts/admin';
import { errorResponseSchema, messageResponseSchema } from '@contracts/common';
import { propertySchema } from '@contracts/property';
import { uploadContext } from '../objects/upload-context';
import { presentedListSerializer } from '../properties/property-presenter';
import * as service from './admin-properties.service';
import { removeDeletedPhotos } from '../objects/upload-cleanup';

const tags = ['admin'];
const error = errorResponseSchema;
const params = adminPropertyIdParamSchema;

/** The admin panel's Properties tab: any listing, whoever owns it (the admin guard is the parent plugin's). */
export const adminPropertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = uploadContext(app);

  app.get(
    '/admin/properties',
    {
      schema: {
        tags,
        summary: 'Every listing of any status, newest first; one page and the total when `page` is given',
        querystring: adminListQuerySchema,
        response: {
          200: z.union([adminPropertyListSchema, adminPropertyPageSchema]),
          400: error,
          401: error,
          403: error,
        },
      },
      // The presenter's output already has the schema's shape; checking every row of the whole list is waste.
      serializerCompiler: presentedListSerializer,
    },
    async (request) => service.listProperties(app.db, request.query),
  );

  app.put(
    '/admin/properties/:id',
    {
      schema: {
        tags,
        summary: "Edit any listing (fields left out keep their values); its status becomes 'available'",
        params,
        body: adminPropertyUpdateSchema,
        response: { 200: propertySchema, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => service.updateAsAdmin(app.db, request.params.id, request.body, app.now()),
  );

  app.delete(
    '/admin/properties/:id',
    {
      schema: {
        tags,
        summary: 'Delete any listing with its favourites, views, price changes and photos',
        params,
        response: { 200: messageResponseSchema, 401: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const photos = await service.deleteAsAdmin(app.db, request.params.id);
      await removeDeletedPhotos(uploads, photos, request.log);
      return { message: adminMessages.propertyDeleted };
    },
  );
};
