/**
 * The one error type services throw and the one handler that turns every failure into
 * `{ message, fieldErrors? }` (domain api-error.schema). Anything unexpected becomes a 500 whose details
 * stay in the log.
 */
import type { ApiError } from '@shop/domain/schemas/api-error.schema';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { badJsonPartOf } from './forms';
import { wrongMethod } from './wrong-method';

const STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type AppErrorKind = keyof typeof STATUS;

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  /** Sent as Retry-After with 429 and 503. */
  retryAfterSeconds?: number;

  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = STATUS[kind];
  }

  static retryLater(kind: 'rate_limited' | 'unavailable', message: string, seconds: number) {
    const error = new AppError(kind, message);
    error.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return error;
  }

  /** 400 for one field, with the message naming it as validation errors do. */
  static invalidField(field: string, message: string) {
    return new AppError('invalid', `${field}: ${message}`, { [field]: message });
  }
}

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Zod issues → "phone: Phone number must be 11 digits" plus a field → message map. */
function validationErrorBody(issues: ValidationIssue[], context?: string): ApiError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const message = issue.message ?? 'Invalid value';
    const keys = issue.params.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys)
        fieldErrors[`${joinPath(issue.instancePath)}${String(key)}`] ??= 'Unknown field';
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').split('/').join('.') || (context ?? 'body');
    fieldErrors[field] ??= message;
  }
  const [field, message] = Object.entries(fieldErrors)[0] ?? [context ?? 'body', 'Invalid request'];
  return { message: `${field}: ${message}`, fieldErrors };
}

function joinPath(instancePath: string) {
  const prefix = instancePath.replace(/^\//, '').split('/').join('.');
  return prefix ? `${prefix}.` : '';
}

function sendError(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ApiError = { message: error.message };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendError(reply, error.statusCode, body);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendError(reply, 503, { message: DATABASE_UNAVAILABLE });
  }
  if (error.code === 'FST_INVALID_JSON_FIELD_ERROR') {
    const part = badJsonPartOf(request);
    return part
      ? sendError(reply, 400, {
          message: `${part}: Not valid JSON`,
          fieldErrors: { [part]: 'Not valid JSON' },
        })
      : sendError(reply, 400, { message: 'A form field sent as JSON is not valid JSON' });
  }
  if (isMalformedMultipart(error)) {
    return sendError(reply, 400, { message: 'The multipart form is malformed' });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, 400, validationErrorBody(error.validation, error.validationContext));
  }
  if (isFastifyError(error) && !isResponseSerializationError(error)) {
    const status = error.statusCode ?? 500;
    const known = CLIENT_ERRORS[error.code];
    if (known) return sendError(reply, known.status, { message: known.message });
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { message: error.message });
    }
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, { message: 'Internal server error' });
}

/** Fastify's and its plugins' own client errors, reworded for people. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  // The router's own errors: their messages would echo the whole path back.
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the address is too long' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is larger than 10 MB' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in the form' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in the form' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in the form' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'The request is not multipart/form-data',
  },
};

export const DATABASE_UNAVAILABLE =
  'The shop cannot reach its database right now. Please try again in a moment.';
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network errors and the SQLSTATEs of a server that is down, restarting, full or too slow. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
  '25P03', // idle_in_transaction_session_timeout
]);
/** node-postgres's own words for a lost connection or a timeout; these errors carry no code. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Walks an error and its causes (Drizzle wraps driver errors) for a sign that the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** busboy's errors for a body that is not a well-formed multipart form (they carry no code). */
function isMalformedMultipart(error: { message?: string }): boolean {
  return /^(Multipart: |Malformed |Unexpected end of (form|multipart))/.test(error.message ?? '');
}

function isFastifyError(error: unknown): error is FastifyError {
  return typeof error === 'object' && error !== null && 'code' in error && 'statusCode' in error;
}

/** The longest path a 404 repeats whole: the answer is not a mirror for whatever a client sends. */
const ECHOED_PATH_MAX = 100;

/** JSON 404 for unknown routes; app.ts installs it (with the web app's history fallback). */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '';
  const shown =
    pathname.length > ECHOED_PATH_MAX ? `${pathname.slice(0, ECHOED_PATH_MAX)}…` : pathname;
  return sendError(reply, 404, { message: `Route ${request.method} ${shown} not found` });
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  await app.register(wrongMethod);
}

export const errors = fp(errorsPlugin, { name: 'errors' });
