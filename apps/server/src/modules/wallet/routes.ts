import { zEnvelope } from '@vm/contracts/common';
import { ZWallet } from '@vm/contracts/wallet';
import { fenToYuanString } from '@vm/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { walletBalance } from './wallet-ledger';

/** GET /api/wallets. The payments issue adds the pay password, top-up and the ledger page. */
export const walletRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/wallets', { schema: { tags: ['wallet'], security: [{ bearer: [] }], summary: '钱包余额', response: { 200: zEnvelope(ZWallet) } } }, async (request) => {
      const user = await requireUser(deps, request);
      const balance = await walletBalance(deps.pool, user.id);
      return ok({ balance_sum: balance, balance: fenToYuanString(balance), has_pay_password: false, wallet_info: '' });
    });
  };
