import { zEnvelope } from '@vm/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { ok } from '../../platform/http/envelope';

const ZSiteConfig = z.object({ map_tile_url: z.string() });

/** Settings the browser needs at run time (chosen by the server's environment, not at build time). */
export const siteConfigRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/site_config', { schema: { tags: ['platform'], summary: '前端运行配置', response: { 200: zEnvelope(ZSiteConfig) } } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok({ map_tile_url: deps.config.MAP_TILE_URL });
    });
  };
