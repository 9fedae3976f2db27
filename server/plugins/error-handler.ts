import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode, ErrorResponse } from '@contracts/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodeFor, HttpError } from '../lib/http-error';
import { databaseUnavailableAsHttpError, isDataException } from '../lib/pg-errors';

type Issue = NonNullable<ErrorResponse['issues']>[number];

interface ErrorAnswer {
  status: number;
  body: ErrorResponse & { error?: string };
  headers?: Record<string, string>;
}

const errorAnswer = (
  status: number,
  message: string,
  code: ErrorCode = errorCodeFor(status),
): ErrorAnswer => ({
  status,
  body: { message, code },
});

/**
 * Every error becomes `{ message, code, issues? }` with the right status; stacks and SQL never
 * leave the server. `code` (contracts/common.ts ERROR_CODES) is what clients branch on.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => sendAnswer(reply, answerFor(error, request)));
}

/**
 * The same answers with the message also under `error`: SPEC 7 has the sold-price search answer
 * "an object with error field", which clients built to the spec read.
 */
export function errorWithErrorField(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = answerFor(error, request);
  return sendAnswer(reply, {
    ...answer,
    body: { ...answer.body, error: answer.body.message },
  });
}

const sendAnswer = (reply: FastifyReply, answer: ErrorAnswer) =>
  reply
    .status(answer.status)
    .headers(answer.headers ?? {})
    .send(answer.body);

function answerFor(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: Issue[] = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'Invalid value',
    }));
    // A path that fails its schema names nothing that exists: not found, not bad input.
    if (error.validationContext === 'params') return errorAnswer(404, issues[0]?.message ?? 'Not found');
    const invalid = errorAnswer(400, issues[0]?.message ?? 'Invalid request', 'validation_failed');
    return { ...invalid, body: { ...invalid.body, issues } };
  }
  const httpError = error instanceof HttpError ? error : databaseUnavailable(error, request);
  if (httpError) {
    const answer = errorAnswer(httpError.statusCode, httpError.message, httpError.code);
    if (httpError.issues) answer.body.issues = httpError.issues;
    return { ...answer, headers: httpError.headers };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return errorAnswer(500, 'Internal server error');
  }
  if (isDataException(error)) {
    // Data exceptions (a NUL byte in text, a number out of range...) are the client's input, not our fault.
    return errorAnswer(400, 'The request contains a value the database cannot store');
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return errorAnswer(500, 'Internal server error');
  }
  // Fastify's own 4xx errors (malformed JSON, body too large, bad content type).
  const answer = errorAnswer(status, clientMessage(error));
  // A body that failed to decompress has had its stream, and so its socket, torn down: say so,
  // or a client would send its next request down a connection that is closing.
  return BROKEN_BODY_CODES.has(error.code) ? { ...answer, headers: { Connection: 'close' } } : answer;
}

/** A database that cannot serve is the client's 503 to retry; logged once, not as a failure of ours. */
function databaseUnavailable(error: FastifyError, request: FastifyRequest) {
  const unavailable = databaseUnavailableAsHttpError(error);
  if (unavailable) request.log.warn({ err: error }, 'database unavailable');
  return unavailable;
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs. A path part
 * longer than any id, or one that is not valid percent-encoding, names nothing: the same
 * `{ message, code }` as every other answer instead of Fastify's own shape.
 */
export function routerErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL')
    return sendAnswer(reply, errorAnswer(400, 'The address contains characters that are not valid'));
  return sendAnswer(reply, errorAnswer(404, 'Not found'));
}

/** @fastify/compress's refusals of a request body. */
const BROKEN_BODY_CODES = new Set(['FST_CP_ERR_INVALID_CONTENT', 'FST_CP_ERR_INVALID_CONTENT_ENCODING']);

/**
 * Fastify's `clientErrorHandler`: what Node refuses before a request exists (a request or its
 * headers too slow to arrive, headers too large, bytes that are not HTTP). The same
 * `{ message, code }` as every other answer, then the connection closes.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify(errorAnswer(status, message).body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy();
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_CP_ERR_INVALID_CONTENT':
      return 'The request body could not be decompressed: it does not match its Content-Encoding';
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return 'Unsupported content encoding: send the body as it is, or gzip, deflate or br';
    default:
      return error.message;
  }
}
