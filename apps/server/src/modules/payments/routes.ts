import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';

/** Payments (api.md "Payments"): balance payment, Alipay with the sandbox gateway, transfers, refunds. */
export const paymentRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async () => {};
