import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';

/** The uploads platform: upload tokens per bucket, storing, thumbnails, serving. */
export const uploadRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async () => {};
