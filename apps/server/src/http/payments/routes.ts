import { zEnvelope, zIdParam } from '@vm/contracts/common';
import {
  ZBeneficiary,
  ZOnlinePayBody,
  ZOnlinePayment,
  ZPayWithBalanceBody,
  ZPayWithBalanceResult,
  ZRefundPage,
  ZRefundsQuery,
  ZRefundView,
  ZRefuseTransferBody,
  ZSandboxCompleteBody,
  ZSandboxCompleteResult,
  ZScanCodePayment,
  ZTradeStatus,
  ZTransferDecision,
  ZTransferPage,
  ZTransfersQuery,
  ZUploadVoucherBody,
  ZUploadVoucherResult,
} from '@vm/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { requireRole, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/envelope';
import { handleAlipayNotify } from '../../workflows/online-payment-notify';
import { payWithBalance } from '../../workflows/pay-with-balance';
import { confirmTransfer, refuseTransfer, uploadVoucher } from '../../workflows/transfer-payment';
import {
  listTransfers,
  listRefunds,
  markTransferRefundDone,
  PAY_MESSAGES,
  NOTIFY_PATH,
  completeSandboxTrade,
  startOrderPagePay,
  startOrderScanCode,
  readTradeStatus,
} from '../../modules/payments';
import { signRecordFiles } from '../../platform/storage/file-links';

const tags = ['payments'];
const security = [{ bearer: [] }];

/** Payments (docs/spec/api.md "Payments"): balance payment, Alipay with the sandbox gateway, transfers, refunds. */
export const paymentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/:id/pay',
      { schema: { tags, security, summary: '余额支付', params: zIdParam, body: ZPayWithBalanceBody, response: { 200: zEnvelope(ZPayWithBalanceResult) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await payWithBalance(deps, user.id, request.params.id, request.body.password), PAY_MESSAGES.balancePaid);
      },
    );

    app.post(
      '/orders/:id/alipay',
      {
        schema: {
          tags,
          security,
          summary: '支付宝网页支付（签名表单；device 为 phone 时是手机网站支付 alipay.trade.wap.pay）',
          params: zIdParam,
          body: ZOnlinePayBody,
          response: { 200: zEnvelope(ZOnlinePayment) },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await startOrderPagePay(deps, user.id, request.params.id, request.body.device));
      },
    );

    app.post(
      '/orders/:id/alipay-qr',
      { schema: { tags, security, summary: '扫码支付（预下单二维码）', params: zIdParam, response: { 200: zEnvelope(ZScanCodePayment) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await startOrderScanCode(deps, user.id, request.params.id));
      },
    );

    app.get(
      '/payments/trades/:out_trade_no',
      {
        schema: {
          tags,
          security,
          summary: '在线支付状态',
          params: z.object({ out_trade_no: z.string({ error: '交易号不正确' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '交易号不正确' }) }),
          response: { 200: zEnvelope(ZTradeStatus) },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(await readTradeStatus(deps, user.id, request.params.out_trade_no));
      },
    );

    app.get(
      '/payments/beneficiary',
      { schema: { tags, security, summary: '线下转账收款账户', response: { 200: zEnvelope(ZBeneficiary) } } },
      async (request) => {
        await requireUser(deps, request);
        const { config } = deps;
        return ok({
          account_holder: config.BENEFICIARY_ACCOUNT_HOLDER,
          opening_bank: config.BENEFICIARY_OPENING_BANK,
          beneficiary_account_number: config.BENEFICIARY_ACCOUNT_NUMBER,
        });
      },
    );

    app.put(
      '/orders/:id/upload_voucher',
      { schema: { tags, security, summary: '上传转账凭证', params: zIdParam, body: ZUploadVoucherBody, response: { 200: zEnvelope(ZUploadVoucherResult) } } },
      async (request) => {
        const user = await requireUser(deps, request);
        return ok(
          await signRecordFiles(deps, await uploadVoucher(deps, user.id, request.params.id, request.body.voucher_image_url), ['voucher_image_url']),
          '转账凭证已提交，请等待平台确认收款',
        );
      },
    );

    // The gateway's asynchronous notify: form-encoded, signed, repeated by design (no duplicate guard).
    app.post(
      NOTIFY_PATH.replace(/^\/api/, ''),
      { config: { dedupe: false }, schema: { tags, summary: '支付宝异步通知', body: z.record(z.string(), z.string()) } },
      async (request, reply) => {
        const answer = await handleAlipayNotify(deps, request.body);
        return reply.type('text/plain; charset=utf-8').send(answer);
      },
    );

    if (deps.config.ALIPAY_MODE === 'sandbox') {
      app.post(
        '/dev/alipay-sandbox/complete',
        {
          config: { dedupe: false },
          schema: {
            tags,
            summary: '支付沙箱：完成支付并发送异步通知（仅开发环境）',
            body: ZSandboxCompleteBody,
            response: { 200: zEnvelope(ZSandboxCompleteResult) },
          },
        },
        async (request) => ok(await completeSandboxTrade(deps, app, request.body.out_trade_no)),
      );
    }

    // Operators (platform staff).
    app.get(
      '/operator/transfers',
      { schema: { tags, security, summary: '待确认的线下转账', querystring: ZTransfersQuery, response: { 200: zEnvelope(ZTransferPage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await signRecordFiles(deps, await listTransfers(deps, request.query), ['voucher_image_url']));
      },
    );

    app.post(
      '/operator/transfers/:id/confirm',
      { schema: { tags, security, summary: '确认收款', params: zIdParam, response: { 200: zEnvelope(ZTransferDecision) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await confirmTransfer(deps, operator.id, request.params.id), '已确认收款');
      },
    );

    app.post(
      '/operator/transfers/:id/refuse',
      { schema: { tags, security, summary: '拒绝转账凭证', params: zIdParam, body: ZRefuseTransferBody, response: { 200: zEnvelope(ZTransferDecision) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await refuseTransfer(deps, operator.id, request.params.id, request.body.reason), '已拒绝该转账凭证');
      },
    );

    app.get(
      '/operator/refunds',
      { schema: { tags, security, summary: '退款记录', querystring: ZRefundsQuery, response: { 200: zEnvelope(ZRefundPage) } } },
      async (request) => {
        await requireRole(deps, request, 'operator');
        return ok(await listRefunds(deps.pool, request.query));
      },
    );

    app.post(
      '/operator/refunds/:id/done',
      { schema: { tags, security, summary: '线下退款已转账', params: zIdParam, response: { 200: zEnvelope(ZRefundView) } } },
      async (request) => {
        const operator = await requireRole(deps, request, 'operator');
        return ok(await markTransferRefundDone(deps, operator.id, request.params.id), '已标记为退款完成');
      },
    );
  };
