import { ZAddress, ZAddressBody, ZAddressesQuery, ZAddressPage } from '@vm/contracts/addresses';
import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ADDRESS_MESSAGES } from '@vm/domain/validation-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { listAddresses, createAddress, deleteAddress, updateAddress } from '../../modules/addresses';

const tags = ['addresses'];
const security = [{ bearer: [] }];

/** The address book (docs/spec/api.md "Account life — fixed"): the caller's own addresses only. */
export const addressRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/addresses',
      { schema: { tags, security, summary: '收货地址列表', querystring: ZAddressesQuery, response: { 200: zEnvelope(ZAddressPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listAddresses(deps, user.id, request.query.page, request.query.page_size));
      },
    );

    app.post(
      '/addresses',
      { schema: { tags, security, summary: '添加收货地址', body: ZAddressBody, response: { 201: zEnvelope(ZAddress) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await createAddress(deps, user.id, request.body), ADDRESS_MESSAGES.added));
      },
    );

    app.put(
      '/addresses/:id',
      { schema: { tags, security, summary: '编辑收货地址', params: zIdParam, body: ZAddressBody, response: { 200: zEnvelope(ZAddress) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await updateAddress(deps, user.id, request.params.id, request.body), ADDRESS_MESSAGES.edited);
      },
    );

    app.delete(
      '/addresses/:id',
      { schema: { tags, security, summary: '删除收货地址', params: zIdParam, response: { 200: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        await deleteAddress(deps, user.id, request.params.id);
        return ok({ id: request.params.id }, ADDRESS_MESSAGES.deleted);
      },
    );
  };
