import { zEnvelope } from '@vm/contracts/common';
import { ZOnlinePayment } from '@vm/contracts/payments';
import {
  ZModifyPayPasswordBody,
  ZPayPasswordResult,
  ZRechargeBody,
  ZSetPayPasswordBody,
  ZWalletRecordPage,
  ZWalletRecordsQuery,
  ZWalletStatus,
} from '@vm/contracts/wallet';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { fenToYuanString } from '@vm/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { startTopup } from '../../modules/payments';
import { modifyPayPassword, payPasswordStatus, setPayPassword, listWalletRecords, walletBalance } from '../../modules/wallet';

const tags = ['wallet'];
const security = [{ bearer: [] }];

/** The caller's wallet (docs/spec/api.md "Payments"): balance, payment password, top-up, ledger. */
export const walletRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/wallets', { schema: { tags, security, summary: '钱包余额', response: { 200: zEnvelope(ZWalletStatus) } } }, async (request) => {
      const user = await requireUser(deps, request);
      const [balance, password] = await Promise.all([walletBalance(deps.pool, user.id), payPasswordStatus(deps.pool, user.id, deps.clock.now())]);
      return ok({
        balance_sum: balance,
        balance: fenToYuanString(balance),
        has_pay_password: password.hasPassword,
        wallet_info: '',
        pay_password_locked_until: password.lockedUntil ? toShanghaiIsoString(password.lockedUntil) : null,
      });
    });

    app.put(
      '/wallets/pay-pwd',
      { schema: { tags, security, summary: '设置或重置支付密码（短信验证码）', body: ZSetPayPasswordBody, response: { 200: zEnvelope(ZPayPasswordResult) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        await setPayPassword(deps, user, request.body);
        return ok({ has_pay_password: true as const }, '支付密码设置成功');
      },
    );

    app.put(
      '/wallets/modify-pwd',
      { schema: { tags, security, summary: '修改支付密码', body: ZModifyPayPasswordBody, response: { 200: zEnvelope(ZPayPasswordResult) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        await modifyPayPassword(deps, user.id, request.body);
        return ok({ has_pay_password: true as const }, '支付密码修改成功');
      },
    );

    app.post(
      '/wallets/recharge',
      { schema: { tags, security, summary: '钱包充值（在线支付）', body: ZRechargeBody, response: { 200: zEnvelope(ZOnlinePayment) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await startTopup(deps, user.id, request.body.amount, request.body.device));
      },
    );

    app.get(
      '/wallets/records',
      { schema: { tags, security, summary: '钱包明细', querystring: ZWalletRecordsQuery, response: { 200: zEnvelope(ZWalletRecordPage) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await listWalletRecords(deps.pool, user.id, request.query.page, request.query.page_size));
      },
    );
  };
