import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
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
    await app.register(operatorOrderRoutes(deps));
  };
