import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { failure } from './envelope';

function fieldName(instancePath: string, fallback: string): string {
  const trimmed = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return trimmed || fallback;
}

/**
 * Errors Fastify's router raises before any route or error handler runs (a malformed URL, a path
 * parameter over maxParamLength): the same envelope instead of Fastify's English default.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(failure(414, '请求地址过长'));
    return;
  }
  void reply.status(400).send(failure(400, '请求地址不正确'));
}

/** One place that turns every thrown error into the envelope, never leaking stacks or SQL. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.status, error.userMessage, error.fieldErrors, error.errorCode));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext ?? 'body');
        errors[name] ??= issue.message ?? '请求参数不正确';
      }
      const first = Object.values(errors)[0] ?? '请求参数不正确';
      return reply.status(422).send(failure(422, first, errors));
    }
    const fastifyError = error as FastifyError;
    switch (fastifyError.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(failure(400, '请求内容不是有效的JSON'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(failure(413, '请求内容过大'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(failure(415, '不支持的请求内容类型'));
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.status(400).send(failure(400, '请求内容长度不正确'));
      default:
        break;
    }
    if (fastifyError.statusCode === 429) {
      return reply.status(429).send(failure(429, '请求过于频繁，请稍后再试'));
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply.status(fastifyError.statusCode).send(failure(fastifyError.statusCode, '请求不正确'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, '服务器开小差了，请稍后再试'));
  });
}
