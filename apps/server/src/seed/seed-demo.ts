import type { Logger } from 'pino';
import type pg from 'pg';
import { readOlderMessages, seedAccountLife } from './seed-account-life';
import type { FileStore } from '../platform/storage/file-store';
import { seedDemoAccounts } from './demo-accounts';
import { seedAccountSettings } from './seed-account-settings';
import { seedBackOffice, settleAdvertisedPoints } from './seed-back-office';
import { issueDemoContracts } from './seed-contracts';
import { DEMO_PHYSICAL_RESOURCES, seedCatalogue } from './seed-catalogue';
import { seedCoupons } from './seed-coupons';
import { seedDemands } from './seed-demands';
import { seedGroupBuys } from './seed-group-buys';
import { seedInsights } from './seed-insights';
import { seedNotifications } from './seed-notifications';
import { seedOperatorContent } from './seed-operator-content';
import { seedRolesBeyond } from './seed-roles-beyond';
import { seedWallet } from './seed-wallet';
import { seedSettlement } from './seed-settlement';
import { seedAfterSales } from './seed-after-sales';

/** True when the database has no users yet: a fresh install that should get the demo marketplace. */
export async function isEmptyDatabase(pool: pg.Pool): Promise<boolean> {
  const result = await pool.query('select exists (select 1 from users) as has');
  return !result.rows[0].has;
}

/**
 * Loads the demo marketplace in one transaction under an advisory lock, so two servers starting on one
 * empty database do not both seed it. Each feature adds its part of the demo data here.
 */
export async function seedDemoData(
  pool: pg.Pool,
  logger: Logger,
  /** `files`: where generated demo files go (the issued demo invoice's PDF); without it that invoice stays requested. */
  options: { now?: Date; files?: FileStore } = {},
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(727002)');
    const existing = await client.query('select exists (select 1 from users) as has');
    if (existing.rows[0].has) {
      await client.query('rollback');
      return false;
    }
    const started = Date.now();
    const accounts = await seedDemoAccounts(client);
    const catalogue = await seedCatalogue(client, accounts.supplier, { physicalResources: DEMO_PHYSICAL_RESOURCES, now: options.now ?? new Date() });
    await seedCoupons(client, accounts, options.now ?? new Date());
    await seedWallet(client, accounts.buyer, options.now ?? new Date());
    await seedBackOffice(client, accounts, options.now ?? new Date());
    await seedAccountLife(client, accounts, options.now ?? new Date());
    await seedDemands(client, accounts, options.now ?? new Date());
    await seedAccountSettings(client, accounts, options.now ?? new Date(), options.files);
    await seedOperatorContent(client, accounts, options.now ?? new Date());
    await seedGroupBuys(client, accounts, options.now ?? new Date());
    await seedSettlement(client, accounts, options.now ?? new Date());
    const historyFrom = Number((await client.query<{ id: string | null }>('select max(id) as id from orders')).rows[0]?.id ?? 0);
    // After the companies (seedAccountSettings): the contracts name the parties' companies.
    await issueDemoContracts(client, options.now ?? new Date());
    // After the contracts: the after-sales demo orders carry none (their signatures would only slow the first start).
    await seedAfterSales(client, accounts, options.now ?? new Date());
    // After the contracts: the year of history is no lease to sign.
    await seedInsights(client, accounts, options.now ?? new Date());
    await settleAdvertisedPoints(client, accounts.buyer, historyFrom);
    await seedNotifications(client, accounts, options.now ?? new Date());
    await seedRolesBeyond(client, options.now ?? new Date());
    await readOlderMessages(client, accounts.buyer, options.now ?? new Date());
    await client.query('commit');
    logger.info({ ms: Date.now() - started, communities: catalogue.communities, physicalResources: catalogue.physicalResources }, 'demo data loaded');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
