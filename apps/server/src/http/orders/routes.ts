import { zEnvelope, zIdParam, zValidDate } from '@vm/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devEndpointAccess } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { ok } from '../../platform/http/envelope';
import { advanceOrderAsOf } from '../../modules/orders';
import { orderInfoRoutes } from './info-routes';
import { orderRoutes } from './order-routes';
import { supplierOrderRoutes } from './supplier-routes';
import { operatorOrderRoutes } from './operator-routes';

/** Every ordering endpoint: the buyer's orders, the supplier's review, the order information. */
export const ordersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(orderInfoRoutes(deps));
    await app.register(orderRoutes(deps));
    await app.register(supplierOrderRoutes(deps));

    if (devEndpointAccess(deps.config) !== 'off') {
      app.post(
        '/dev/orders/:id/advance-by-date',
        {
          schema: {
            tags: ['development'],
            summary: '按指定营业日推进订单（执行中/已完成，仅开发环境）',
            params: zIdParam,
            body: z.object({ today: zValidDate }),
            response: { 200: zEnvelope(z.object({ id: z.number().int(), status: z.string() })) },
          },
        },
        async (request) => ok({ id: request.params.id, status: await advanceOrderAsOf(deps, request.params.id, request.body.today) }),
      );
    }
    await app.register(operatorOrderRoutes(deps));
  };
