import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { ZFreezeUserBody, ZOperatorUser, ZOperatorUserPage, ZOperatorUsersQuery, ZUserRolesBody } from '@vm/contracts/operator-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { freezeUser, listUsers, setUserRoles, unfreezeUser } from '../../modules/accounts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Operator console: users (search, roles, freeze). Access is checked for all of /api/operator by the operator guard. */
export const operatorUserRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/operator/users',
      { schema: { tags, security, summary: '用户列表（手机号/姓名搜索）', querystring: ZOperatorUsersQuery, response: { 200: zEnvelope(ZOperatorUserPage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listUsers(deps, request.query));
      },
    );
    app.post(
      '/operator/users/:id/freeze',
      {
        schema: {
          tags,
          security,
          summary: '冻结账号（令牌立即失效，不能登录）',
          params: zIdParam,
          body: ZFreezeUserBody,
          response: { 200: zEnvelope(ZOperatorUser) },
        },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await freezeUser(deps, operator.id, request.params.id, request.body?.reason), '已冻结');
      },
    );
    app.post(
      '/operator/users/:id/unfreeze',
      { schema: { tags, security, summary: '解冻账号', params: zIdParam, response: { 200: zEnvelope(ZOperatorUser) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await unfreezeUser(deps, operator.id, request.params.id), '已解冻');
      },
    );
    app.put(
      '/operator/users/:id/roles',
      { schema: { tags, security, summary: '设置账号角色', params: zIdParam, body: ZUserRolesBody, response: { 200: zEnvelope(ZOperatorUser) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await setUserRoles(deps, operator.id, request.params.id, request.body.roles), '保存成功');
      },
    );
  };
