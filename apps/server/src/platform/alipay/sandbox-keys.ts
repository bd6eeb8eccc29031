import { generateKeyPairSync, randomInt } from 'node:crypto';
import type { Queryable } from '../db/with-transaction';

export interface SandboxKeys {
  appId: string;
  appPrivateKey: string;
  appPublicKey: string;
  gatewayPrivateKey: string;
  gatewayPublicKey: string;
}

function rsaPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

/**
 * The sandbox gateway's two key pairs (the app's and the gateway's), generated at first use and kept in
 * the database: `insert … on conflict do nothing` then read, so several processes starting at once all
 * end up with the same keys. Never in the repository.
 */
export async function loadSandboxKeys(db: Queryable, now: Date): Promise<SandboxKeys> {
  const read = () =>
    db.query<SandboxKeys>(
      `select app_id as "appId", app_private_key as "appPrivateKey", app_public_key as "appPublicKey",
              gateway_private_key as "gatewayPrivateKey", gateway_public_key as "gatewayPublicKey"
         from alipay_sandbox_keys where id = 1`,
    );
  const existing = (await read()).rows[0];
  if (existing) return existing;
  const app = rsaPair();
  const gateway = rsaPair();
  const appId = `2099${String(randomInt(0, 1e12)).padStart(12, '0')}`;
  await db.query(
    `insert into alipay_sandbox_keys (id, app_id, app_private_key, app_public_key, gateway_private_key, gateway_public_key, created_at)
     values (1, $1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
    [appId, app.privateKey, app.publicKey, gateway.privateKey, gateway.publicKey, now],
  );
  return (await read()).rows[0]!;
}
