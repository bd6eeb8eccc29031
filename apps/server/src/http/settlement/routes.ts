import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZBalance,
  ZBankAccount,
  ZBankAccountBody,
  ZEarningPage,
  ZEarningsQuery,
  ZIncomeQuery,
  ZMonthlyIncome,
  ZStatementQuery,
  ZWithdrawalBody,
  ZWithdrawalPage,
  ZWithdrawalsQuery,
} from '@vm/contracts/settlement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { ok } from '../../platform/http/envelope';
import { requireSupplierOwner } from '../../modules/supplier-access';
import {
  addBankAccount,
  listBankAccounts,
  removeBankAccount,
  incomeByMonth,
  listEarnings,
  balanceOf,
  buildStatement,
  statementCsv,
  statementXlsx,
  listWithdrawals,
  requestWithdrawal,
} from '../../modules/settlement';

const tags = ['settlement'];
const security = [{ bearer: [] }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The supplier's money (docs/spec/api.md "Settlement — fixed"; page /admin/supplier/finance). The supplier itself
 * only: a child account or anyone else is 403, another supplier's ids read as missing.
 */
export const settlementRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/supplier/balance', { schema: { tags, security, summary: '结算余额（分）', response: { 200: zEnvelope(ZBalance) } } }, async (request) => {
      const actor = await requireSupplierOwner(deps, request);
      return ok(await balanceOf(deps.pool, actor.ownerId));
    });

    app.get(
      '/supplier/earnings',
      { schema: { tags, security, summary: '结算明细', querystring: ZEarningsQuery, response: { 200: zEnvelope(ZEarningPage) } } },
      async (request) => {
        const actor = await requireSupplierOwner(deps, request);
        return ok(await listEarnings(deps, actor.ownerId, request.query));
      },
    );

    app.get(
      '/supplier/income_by_month',
      { schema: { tags, security, summary: '按月收入', querystring: ZIncomeQuery, response: { 200: zEnvelope(z.array(ZMonthlyIncome)) } } },
      async (request) => {
        const actor = await requireSupplierOwner(deps, request);
        return ok(await incomeByMonth(deps, actor.ownerId, request.query.months));
      },
    );

    app.get(
      '/supplier/bank_accounts',
      { schema: { tags, security, summary: '收款银行账户', response: { 200: zEnvelope(z.array(ZBankAccount)) } } },
      async (request) => {
        const actor = await requireSupplierOwner(deps, request);
        return ok(await listBankAccounts(deps, actor.ownerId));
      },
    );

    app.post(
      '/supplier/bank_accounts',
      { schema: { tags, security, summary: '添加收款银行账户', body: ZBankAccountBody, response: { 201: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request, reply) => {
        const actor = await requireSupplierOwner(deps, request);
        return reply.code(201).send(ok(await addBankAccount(deps, actor.ownerId, request.body), '银行账户已添加'));
      },
    );

    app.delete(
      '/supplier/bank_accounts/:id',
      {
        schema: {
          tags,
          security,
          summary: '删除收款银行账户（有待打款的提现时 409）',
          params: zIdParam,
          response: { 200: zEnvelope(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        const actor = await requireSupplierOwner(deps, request);
        return ok(await removeBankAccount(deps, actor.ownerId, request.params.id), '银行账户已删除');
      },
    );

    app.get(
      '/supplier/withdrawals',
      { schema: { tags, security, summary: '提现记录', querystring: ZWithdrawalsQuery, response: { 200: zEnvelope(ZWithdrawalPage) } } },
      async (request) => {
        const actor = await requireSupplierOwner(deps, request);
        return ok(await listWithdrawals(deps, actor.ownerId, request.query));
      },
    );

    app.post(
      '/supplier/withdrawals',
      { schema: { tags, security, summary: '申请提现', body: ZWithdrawalBody, response: { 201: zEnvelope(z.object({ id: z.number().int() })) } } },
      async (request, reply) => {
        const actor = await requireSupplierOwner(deps, request);
        return reply.code(201).send(ok(await requestWithdrawal(deps, actor, request.body), '提现申请已提交'));
      },
    );

    app.get(
      '/supplier/statements',
      {
        schema: {
          tags,
          security,
          summary: '月度对账单（CSV 或 Excel）',
          querystring: ZStatementQuery,
          produces: ['text/csv', XLSX],
          response: { 200: z.any() },
        },
      },
      async (request, reply) => {
        const actor = await requireSupplierOwner(deps, request);
        const { month, format } = request.query;
        const statement = await buildStatement(deps, actor.ownerId, month);
        const name = `结算对账单-${month}.${format}`;
        reply
          .header('content-disposition', `attachment; filename="statement-${month}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'no-store');
        if (format === 'xlsx') return reply.type(XLSX).send(await statementXlsx(statement));
        return reply.type('text/csv; charset=utf-8').send(statementCsv(statement));
      },
    );
  };
