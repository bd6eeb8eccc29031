import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZCommissionRule,
  ZCommissionRuleBody,
  ZCommissionRuleHistory,
  ZFinanceOverview,
  ZIncomeQuery,
  ZOperatorWithdrawal,
  ZOperatorWithdrawalPage,
  ZPayWithdrawalBody,
  ZRefundOrderItemBody,
  ZRefundOrderItemResult,
  ZRefuseWithdrawalBody,
  ZWithdrawalsQuery,
} from '@vm/contracts/settlement';
import { todayInShanghai } from '@vm/domain/business-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { refundApprovedOrderItem } from '../../workflows/refund-order-item';
import {
  addCommissionRule,
  commissionRuleHistory,
  deleteCommissionRule,
  listCommissionRules,
  financeOverview,
  payoutBatchCsv,
  alipayPayout,
  bankPayout,
  payWithdrawal,
  listWithdrawals,
  refuseWithdrawal,
} from '../../modules/settlement';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** The operator's side of settlement: commission rules, the withdrawal queue and payouts, the finance overview. */
export const operatorSettlementRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/operator/commission_rules',
      { schema: { tags, security, summary: '佣金规则', response: { 200: zEnvelope(z.array(ZCommissionRule)) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listCommissionRules(deps));
      },
    );

    app.get(
      '/operator/commission_rules/history',
      { schema: { tags, security, summary: '佣金规则历史', response: { 200: zEnvelope(z.array(ZCommissionRuleHistory)) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await commissionRuleHistory(deps));
      },
    );

    app.post(
      '/operator/commission_rules',
      { schema: { tags, security, summary: '添加佣金规则', body: ZCommissionRuleBody, response: { 201: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request, reply) => {
        const operator = await requireRole(deps, request, 'operator');
        return reply.code(201).send(ok(await addCommissionRule(deps, operator.id, request.body), '佣金规则已添加'));
      },
    );

    app.delete(
      '/operator/commission_rules/:id',
      { schema: { tags, security, summary: '删除佣金规则', params: zIdParam, response: { 200: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await deleteCommissionRule(deps, operator.id, request.params.id), '佣金规则已删除');
      },
    );

    app.get(
      '/operator/withdrawals',
      { schema: { tags, security, summary: '提现申请', querystring: ZWithdrawalsQuery, response: { 200: zEnvelope(ZOperatorWithdrawalPage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listWithdrawals(deps, null, request.query));
      },
    );

    app.get(
      '/operator/withdrawals/batch',
      { schema: { tags, security, summary: '导出待打款批次（CSV）', produces: ['text/csv'], response: { 200: z.string() } } },
      async (request, reply) => {
        await requireRole(deps, request, 'operator');
        const { csv } = await payoutBatchCsv(deps);
        const name = `提现打款批次-${todayInShanghai(deps.clock.now())}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="payout-batch.csv"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.post(
      '/operator/withdrawals/:id/pay',
      {
        schema: {
          tags,
          security,
          summary: '确认打款（银行流水号）',
          params: zIdParam,
          body: ZPayWithdrawalBody,
          response: { 200: zEnvelope(ZOperatorWithdrawal) },
        },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await payWithdrawal(deps, operator.id, request.params.id, bankPayout, request.body), '已确认打款');
      },
    );

    app.post(
      '/operator/withdrawals/:id/alipay_transfer',
      { schema: { tags, security, summary: '支付宝转账打款', params: zIdParam, response: { 200: zEnvelope(ZOperatorWithdrawal) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await payWithdrawal(deps, operator.id, request.params.id, alipayPayout(deps)), '支付宝转账成功');
      },
    );

    app.post(
      '/operator/withdrawals/:id/refuse',
      { schema: { tags, security, summary: '拒绝提现', params: zIdParam, body: ZRefuseWithdrawalBody, response: { 200: zEnvelope(ZOperatorWithdrawal) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await refuseWithdrawal(deps, operator.id, request.params.id, request.body.reason), '已拒绝，金额已退回可提现余额');
      },
    );

    app.get(
      '/operator/finance',
      { schema: { tags, security, summary: '平台财务概览与对账', querystring: ZIncomeQuery, response: { 200: zEnvelope(ZFinanceOverview) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await financeOverview(deps, request.query.months));
      },
    );

    app.post(
      '/operator/order_items/:id/refund',
      {
        schema: {
          tags,
          security,
          summary: '售后退款（已审核的子订单）',
          params: zIdParam,
          body: ZRefundOrderItemBody,
          response: { 200: zEnvelope(ZRefundOrderItemResult) },
        },
      },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await refundApprovedOrderItem(deps, operator.id, request.params.id, request.body.reason), '已退款');
      },
    );
  };
