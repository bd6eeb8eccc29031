import type { Config } from '../../config';

export const NOTIFY_PATH = '/api/payments/alipay/notify';

/**
 * Absolute URLs for real Alipay (PUBLIC_BASE_URL is required in live mode). The sandbox gateway runs in
 * this very server, so without PUBLIC_BASE_URL it gets paths: the browser resolves them against the
 * page's own origin whatever port it runs on, and the sandbox delivers notifies in process.
 */
export function publicUrl(config: Config, path: string): string {
  return config.PUBLIC_BASE_URL ? new URL(path, config.PUBLIC_BASE_URL).toString() : path;
}

export const orderReturnPath = (orderId: number) => `/orders/paid/${orderId}`;
/** The order's payment page: where the phone cashier's 返回 (quit_url) leads. */
export const orderPaymentPath = (orderId: number) => `/orders/payment/${orderId}`;
export const topupReturnPath = (outTradeNo: string) => `/admin/wallets/index?recharge=${encodeURIComponent(outTradeNo)}`;
