import { messageResponseSchema } from '@contracts/common';
import {
  enquirySchema,
  propertyIdParamSchema,
  propertyMessages,
  viewingRequestSchema,
} from '@contracts/property';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailMessage } from '../../lib/mailer';
import { createRateLimiter, rateLimitHook } from '../../plugins/rate-limit';
import { type NewAgentMessage, saveAgentMessage } from './agent-messages.repository';
import { composeEnquiry, composeViewingRequest } from './enquiries.service';

/** Enough for a buyer contacting every agent on a shortlist, too few to spam agents with. */
export const ENQUIRY_RATE_LIMIT = { max: 10, windowMs: 15 * 60_000 };

const tags = ['properties'];

/**
 * Messages to a listing's agent (SPEC 2 Contact Agent, Schedule Viewing): stored in agent_messages,
 * then e-mailed to the agent.
 */
export const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app, 'agent-message', ENQUIRY_RATE_LIMIT);
  const preHandler = rateLimitHook(limiter);
  app.addHook('onClose', async () => app.mailer.flush());

  const storeAndSend = async (message: MailMessage, stored: Omit<NewAgentMessage, 'recipient'>) => {
    await saveAgentMessage(app.db, { ...stored, recipient: message.to });
    app.mailer.sendLater(async () => message);
    app.log.info(
      { propertyId: stored.propertyId, to: message.to, kind: stored.kind },
      'message e-mailed to the listing agent',
    );
  };

  app.post(
    '/properties/:id/enquiries',
    {
      schema: {
        tags,
        params: propertyIdParamSchema,
        body: enquirySchema,
        response: { 201: messageResponseSchema },
      },
      preHandler,
    },
    async (request, reply) => {
      const { id } = request.params;
      const { firstName, lastName, email, phone, message: text } = request.body;
      const message = await composeEnquiry(app.db, app.config.publicUrl, id, request.body);
      await storeAndSend(message, {
        propertyId: id,
        kind: 'enquiry',
        name: `${firstName} ${lastName}`,
        email,
        phone,
        message: text || null,
      });
      return reply.status(201).send({ message: propertyMessages.enquirySent });
    },
  );

  app.post(
    '/properties/:id/viewing-requests',
    {
      schema: {
        tags,
        params: propertyIdParamSchema,
        body: viewingRequestSchema,
        response: { 201: messageResponseSchema },
      },
      preHandler,
    },
    async (request, reply) => {
      const { id } = request.params;
      const { name, email, phone, message: text, preferredDate, preferredTime } = request.body;
      const message = await composeViewingRequest(app.db, app.config.publicUrl, id, request.body);
      await storeAndSend(message, {
        propertyId: id,
        kind: 'viewing',
        name,
        email,
        phone,
        message: text || null,
        preferredDate,
        preferredTime,
      });
      return reply.status(201).send({ message: propertyMessages.viewingRequestSent });
    },
  );
};
