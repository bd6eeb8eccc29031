import { ZAddCartBody, ZAddCartResult, ZCartPage, ZCartQuery, ZCount } from '@vm/contracts/cart';
import { zEnvelope, zIdParam } from '@vm/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { addToCart, listCart, countCartItems, deleteCartItem } from '../../modules/cart';

const tags = ['cart'];
const security = [{ bearer: [] }];

/** The buyer's cart (docs/spec/api.md "Ordering"): add, list, delete, count. Only the caller's own lines. */
export const cartRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/cart_items',
      { schema: { tags, security, summary: '加入购物车', body: ZAddCartBody, response: { 201: zEnvelope(ZAddCartResult) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await addToCart(deps, user.id, request.body.resources), '添加购物车成功！'));
      },
    );

    app.get(
      '/cart_items',
      { schema: { tags, security, summary: '购物车', querystring: ZCartQuery, response: { 200: zEnvelope(ZCartPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listCart(deps, user.id, request.query.page, request.query.page_size));
      },
    );

    app.get('/cart_items/count', { schema: { tags, security, summary: '购物车数量', response: { 200: zEnvelope(ZCount) } } }, async (request) => {
      const user = await requireUser(deps, request);
      return ok({ count: await countCartItems(deps.pool, user.id) });
    });

    app.delete(
      '/cart_items/:id',
      { schema: { tags, security, summary: '删除购物车场地', params: zIdParam, response: { 200: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        if (!(await deleteCartItem(deps.pool, user.id, request.params.id))) throw notFound('购物车场地');
        return ok({ id: request.params.id }, '删除成功');
      },
    );
  };
