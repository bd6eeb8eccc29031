import type { AppDeps } from '../deps';
import type { AlipayGateway } from './alipay-gateway';
import { SANDBOX_PATHS, SandboxGateway } from './sandbox-gateway';
import { loadSandboxKeys } from './sandbox-keys';
import { createSdkAlipayGateway } from './sdk-alipay-gateway';

export interface PaymentGateway {
  gateway: AlipayGateway;
  /** Present only when the built-in sandbox stands in for Alipay. */
  sandbox?: SandboxGateway;
}

const cache = new WeakMap<object, Promise<PaymentGateway>>();

async function create(deps: Pick<AppDeps, 'config' | 'pool' | 'clock'>): Promise<PaymentGateway> {
  const { config } = deps;
  // Loaded on the first payment, not at start (half a second of module loading on a busy machine).
  const { AlipaySdk } = await import('alipay-sdk');
  if (config.ALIPAY_MODE === 'live') {
    const sdk = new AlipaySdk({
      appId: config.ALIPAY_APP_ID!,
      privateKey: config.ALIPAY_PRIVATE_KEY!,
      keyType: config.ALIPAY_KEY_TYPE,
      alipayPublicKey: config.ALIPAY_PUBLIC_KEY!,
      gateway: config.ALIPAY_GATEWAY,
      timeout: 10_000,
    });
    const call = async (method: string, params: Record<string, unknown>) => (await sdk.exec(method, params)) as unknown as Record<string, unknown>;
    return { gateway: createSdkAlipayGateway({ sdk, appId: config.ALIPAY_APP_ID!, sandbox: false, call, now: () => deps.clock.now() }) };
  }
  const keys = await loadSandboxKeys(deps.pool, deps.clock.now());
  const sandbox = new SandboxGateway(deps.pool, keys, deps.clock);
  // The SDK needs an absolute gateway; the browser is sent to the sandbox page on this same server.
  const sdk = new AlipaySdk({
    appId: keys.appId,
    privateKey: keys.appPrivateKey,
    alipayPublicKey: keys.gatewayPublicKey,
    gateway: `http://sandbox.invalid${SANDBOX_PATHS.gateway}`,
  });
  const call = (method: string, params: Record<string, unknown>) => sandbox.serverCall(sdk.sdkExecute(method, params));
  return {
    gateway: createSdkAlipayGateway({ sdk, appId: keys.appId, sandbox: true, call, browserGatewayUrl: SANDBOX_PATHS.gateway, now: () => deps.clock.now() }),
    sandbox,
  };
}

/** The process's payment gateway for this database (created once; the sandbox keys are read from it). */
export function paymentGateway(deps: Pick<AppDeps, 'config' | 'pool' | 'clock'>): Promise<PaymentGateway> {
  let pending = cache.get(deps.pool);
  if (!pending) {
    pending = create(deps);
    pending.catch(() => cache.delete(deps.pool));
    cache.set(deps.pool, pending);
  }
  return pending;
}
