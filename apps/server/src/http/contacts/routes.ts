import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZContact, ZContactBody, ZContactPage, ZContactsQuery } from '@vm/contracts/contacts';
import { CONTACT_MESSAGES } from '@vm/domain/validation-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { listContacts, createContact, deleteContact, updateContact } from '../../modules/contacts';

const tags = ['contacts'];
const security = [{ bearer: [] }];

/** Order contacts (docs/spec/api.md "Ordering"): the caller's own only. */
export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/contacts',
      { schema: { tags, security, summary: '联系人列表', querystring: ZContactsQuery, response: { 200: zEnvelope(ZContactPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listContacts(deps, user.id, request.query.page, request.query.pageSize ?? request.query.page_size));
      },
    );

    app.post(
      '/contacts',
      { schema: { tags, security, summary: '添加联系人', body: ZContactBody, response: { 201: zEnvelope(ZContact) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.status(201).send(ok(await createContact(deps, user.id, request.body), CONTACT_MESSAGES.added));
      },
    );

    app.put(
      '/contacts/:id',
      { schema: { tags, security, summary: '编辑联系人', params: zIdParam, body: ZContactBody, response: { 200: zEnvelope(ZContact) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await updateContact(deps, user.id, request.params.id, request.body), CONTACT_MESSAGES.edited);
      },
    );

    app.delete(
      '/contacts/:id',
      { schema: { tags, security, summary: '删除联系人', params: zIdParam, response: { 200: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        await deleteContact(deps, user.id, request.params.id);
        return ok({ id: request.params.id }, '删除成功');
      },
    );
  };
