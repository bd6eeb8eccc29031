import { zEnvelope } from '@vm/contracts/common';
import { ZPurchasedResource } from '@vm/contracts/purchased-resources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { purchasedResources } from '../../modules/orders';

/** 已购资源 (docs/spec/api.md "The spec's last rows — fixed"). */
export const purchasedResourceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/purchased_resources',
      {
        schema: {
          tags: ['orders'],
          security: [{ bearer: [] }],
          summary: '已购资源（预订过的场地，可再次预订）',
          response: { 200: zEnvelope(z.array(ZPurchasedResource)) },
        },
      },
      async (request) => ok(await purchasedResources(deps, (await requireUser(deps, request)).id)),
    );
  };
