import {
  ZAfterSaleActionResult,
  ZAfterSaleDetail,
  ZAfterSalePage,
  ZAfterSaleReasonList,
  ZAfterSalesQuery,
  ZCreated,
  ZDecideAfterSaleBody,
  ZDeliveryProofBody,
  ZDeliveryProofList,
  ZDeposit,
  ZDepositActionResult,
  ZDepositClaimBody,
  ZDepositDecideBody,
  ZOpenAfterSaleBody,
  ZOpenedAfterSale,
  ZOperatorAfterSalePage,
  ZOperatorAfterSalesQuery,
  ZOperatorDepositClaimPage,
  ZOperatorDepositClaimsQuery,
  ZRespondAfterSaleBody,
} from '@vm/contracts/after-sales';
import { zEnvelope, zIdParam } from '@vm/contracts/common';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { requireRole, requireUser } from '../../platform/http/auth';
import { forbidden } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import {
  acceptClaim,
  afterSaleReasons,
  caseDetail,
  claimDeposit,
  decideClaim,
  depositOf,
  disputeClaim,
  listCases,
  listDeliveryProofs,
  listOperatorCases,
  listOperatorClaims,
  openCase,
  postDeliveryProof,
  type Reader,
} from '../../modules/after-sales';
import { supplierActorOf } from '../../modules/supplier-access/index';
import { acceptCounter, cancelCase, decideCase, escalateCase, respondToCase } from '../../workflows/after-sales';

const tags = ['after-sales'];
const security = [{ bearer: [] }];

/** Who the caller is to a sub-order: the user, an operator or not, the supplier they act for with `orders`. */
async function readerOf(deps: AppDeps, request: FastifyRequest): Promise<Reader> {
  const user = await requireUser(deps, request);
  const actor = await supplierActorOf(deps, request);
  return {
    userId: user.id,
    isOperator: user.roles.includes('operator'),
    supplierOwnerId: actor && actor.permissions.includes('orders') ? actor.ownerId : null,
  };
}

/** After-sales and delivery (docs/spec/api.md "After-sales and delivery — fixed"; decision 0045). */
export const afterSalesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // ---- Delivery proofs ----
    app.post(
      '/order_items/:id/delivery_proofs',
      {
        schema: { tags, security, summary: '上传履约凭证（供应商）', params: zIdParam, body: ZDeliveryProofBody, response: { 201: zEnvelope(ZCreated) } },
      },
      async (request, reply) => {
        const reader = await readerOf(deps, request);
        return reply.code(201).send(ok(await postDeliveryProof(deps, reader, request.params.id, request.body), '已上传'));
      },
    );
    app.get(
      '/order_items/:id/delivery_proofs',
      { schema: { tags, security, summary: '履约凭证', params: zIdParam, response: { 200: zEnvelope(ZDeliveryProofList) } } },
      async (request) => ok(await listDeliveryProofs(deps, await readerOf(deps, request), request.params.id)),
    );

    // ---- After-sales cases ----
    app.get('/after_sales/reasons', { schema: { tags, summary: '售后原因', response: { 200: zEnvelope(ZAfterSaleReasonList) } } }, async () =>
      ok(afterSaleReasons()),
    );
    app.post(
      '/after_sales',
      { schema: { tags, security, summary: '申请售后（买家）', body: ZOpenAfterSaleBody, response: { 201: zEnvelope(ZOpenedAfterSale) } } },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        const row = await withTransaction(deps.pool, (client) => openCase(client, deps.events, user.id, request.body, deps.clock.now()));
        return reply
          .code(201)
          .send(ok({ id: row.id, status: 'awaiting_supplier' as const, respond_by: toShanghaiIsoString(row.respondBy!) }, '售后申请已提交'));
      },
    );
    app.get(
      '/after_sales',
      { schema: { tags, security, summary: '售后列表（买家/供应商）', querystring: ZAfterSalesQuery, response: { 200: zEnvelope(ZAfterSalePage) } } },
      async (request) => {
        const reader = await readerOf(deps, request);
        if (request.query.role === 'supplier') {
          if (reader.supplierOwnerId === null) throw forbidden('当前账号无权进行此操作');
          return ok(await listCases(deps, { supplierId: reader.supplierOwnerId }, request.query));
        }
        return ok(await listCases(deps, { buyerId: reader.userId }, request.query));
      },
    );
    app.get(
      '/after_sales/:id',
      { schema: { tags, security, summary: '售后详情', params: zIdParam, response: { 200: zEnvelope(ZAfterSaleDetail) } } },
      async (request) => ok(await caseDetail(deps, await readerOf(deps, request), request.params.id)),
    );
    app.post(
      '/after_sales/:id/respond',
      {
        schema: {
          tags,
          security,
          summary: '处理售后（供应商：同意/协商/拒绝）',
          params: zIdParam,
          body: ZRespondAfterSaleBody,
          response: { 200: zEnvelope(ZAfterSaleActionResult) },
        },
      },
      async (request) => ok(await respondToCase(deps, await readerOf(deps, request), request.params.id, request.body), '已处理'),
    );
    app.post(
      '/after_sales/:id/accept',
      { schema: { tags, security, summary: '接受协商金额（买家）', params: zIdParam, response: { 200: zEnvelope(ZAfterSaleActionResult) } } },
      async (request) => ok(await acceptCounter(deps, await readerOf(deps, request), request.params.id), '已接受，退款将原路退回'),
    );
    app.post(
      '/after_sales/:id/escalate',
      { schema: { tags, security, summary: '申请平台介入（买家）', params: zIdParam, response: { 200: zEnvelope(ZAfterSaleActionResult) } } },
      async (request) => ok(await escalateCase(deps, await readerOf(deps, request), request.params.id), '已申请平台介入'),
    );
    app.post(
      '/after_sales/:id/cancel',
      { schema: { tags, security, summary: '撤销售后申请（买家）', params: zIdParam, response: { 200: zEnvelope(ZAfterSaleActionResult) } } },
      async (request) => ok(await cancelCase(deps, await readerOf(deps, request), request.params.id), '已撤销'),
    );
    app.get(
      '/operator/after_sales',
      { schema: { tags, security, summary: '售后仲裁队列', querystring: ZOperatorAfterSalesQuery, response: { 200: zEnvelope(ZOperatorAfterSalePage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorCases(deps, request.query));
      },
    );
    app.post(
      '/operator/after_sales/:id/decide',
      {
        schema: { tags, security, summary: '平台裁决售后', params: zIdParam, body: ZDecideAfterSaleBody, response: { 200: zEnvelope(ZAfterSaleActionResult) } },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await decideCase(deps, operator.id, request.params.id, request.body), '已裁决');
      },
    );

    // ---- Deposits ----
    app.get(
      '/order_items/:id/deposit',
      { schema: { tags, security, summary: '押金状态', params: zIdParam, response: { 200: zEnvelope(ZDeposit) } } },
      async (request) => ok(await depositOf(deps, await readerOf(deps, request), request.params.id)),
    );
    app.post(
      '/order_items/:id/deposit_claim',
      { schema: { tags, security, summary: '申请扣除押金（供应商）', params: zIdParam, body: ZDepositClaimBody, response: { 201: zEnvelope(ZCreated) } } },
      async (request, reply) => {
        const reader = await readerOf(deps, request);
        if (reader.supplierOwnerId === null) throw forbidden('当前账号无权进行此操作');
        const owner = reader.supplierOwnerId;
        const claim = await withTransaction(deps.pool, (client) =>
          claimDeposit(client, deps.events, { userId: reader.userId, supplierOwnerId: owner }, request.params.id, request.body, deps.clock.now()),
        );
        return reply.code(201).send(ok(claim, '已提交扣除申请'));
      },
    );
    app.post(
      '/deposit_claims/:id/accept',
      { schema: { tags, security, summary: '同意押金扣除（买家）', params: zIdParam, response: { 200: zEnvelope(ZDepositActionResult) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await withTransaction(deps.pool, (client) => acceptClaim(client, deps.events, user.id, request.params.id, deps.clock.now())), '已同意');
      },
    );
    app.post(
      '/deposit_claims/:id/dispute',
      { schema: { tags, security, summary: '对押金扣除有异议（买家）', params: zIdParam, response: { 200: zEnvelope(ZDepositActionResult) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(
          await withTransaction(deps.pool, (client) => disputeClaim(client, deps.events, { buyerId: user.id }, request.params.id, deps.clock.now())),
          '已提交平台介入',
        );
      },
    );
    app.get(
      '/operator/deposit_claims',
      {
        schema: { tags, security, summary: '押金扣除申请', querystring: ZOperatorDepositClaimsQuery, response: { 200: zEnvelope(ZOperatorDepositClaimPage) } },
      },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listOperatorClaims(deps, request.query));
      },
    );
    app.post(
      '/operator/deposit_claims/:id/decide',
      {
        schema: { tags, security, summary: '平台裁决押金扣除', params: zIdParam, body: ZDepositDecideBody, response: { 200: zEnvelope(ZDepositActionResult) } },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(
          await withTransaction(deps.pool, (client) => decideClaim(client, deps.events, operator.id, request.params.id, request.body, deps.clock.now())),
          '已裁决',
        );
      },
    );
  };
