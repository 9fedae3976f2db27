import { errorResponseSchema } from '@contracts/common';
import {
  createSavedSearchSchema,
  savedSearchIdParamSchema,
  savedSearchListSchema,
  savedSearchSchema,
  unsubscribeResultSchema,
  unsubscribeSchema,
  updateSavedSearchSchema,
} from '@contracts/saved-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { startAlertJob } from './alerts/alert-job';
import * as service from './saved-searches.service';

const tags = ['saved searches'];
const error = errorResponseSchema;
const signedIn = { onRequest: requireUser };
const ownedErrors = { 400: error, 401: error, 404: error };

/** Saved searches with e-mail alerts (beyond the spec: what portal users rely on). */
export const savedSearchesModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-searches',
    { ...signedIn, schema: { tags, response: { 200: savedSearchListSchema, 401: error } } },
    async (request) => service.listSavedSearches(app.db, (await currentUser(request)).id, app.now()),
  );

  app.post(
    '/saved-searches',
    {
      ...signedIn,
      schema: {
        tags,
        body: createSavedSearchSchema,
        response: { 201: savedSearchSchema, 400: error, 401: error, 409: error },
      },
    },
    async (request, reply) => {
      const saved = await service.createSavedSearch(app.db, (await currentUser(request)).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Rename a saved search or turn its alerts on or off',
        params: savedSearchIdParamSchema,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema, ...ownedErrors, 409: error },
      },
    },
    async (request) =>
      service.updateSavedSearch(
        app.db,
        (await currentUser(request)).id,
        request.params.id,
        request.body,
        app.now(),
      ),
  );

  app.post(
    '/saved-searches/:id/seen',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Its results were opened: new matches count from now',
        params: savedSearchIdParamSchema,
        response: { 200: savedSearchSchema, ...ownedErrors },
      },
    },
    async (request) =>
      service.markSavedSearchSeen(app.db, (await currentUser(request)).id, request.params.id, app.now()),
  );

  app.delete(
    '/saved-searches/:id',
    {
      ...signedIn,
      schema: { tags, params: savedSearchIdParamSchema, response: { 204: z.undefined(), ...ownedErrors } },
    },
    async (request, reply) => {
      await service.deleteSavedSearch(app.db, (await currentUser(request)).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/saved-searches/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turn alerts off from the link in an alert e-mail (no sign-in needed)',
        body: unsubscribeSchema,
        response: { 200: unsubscribeResultSchema, 400: error },
      },
    },
    async (request) => service.unsubscribe(app.db, request.body.token, app.now()),
  );

  startAlertJob(app);
};
