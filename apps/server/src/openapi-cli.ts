/**
 * The API contract as files: builds the app (no database connection, no port), takes its OpenAPI
 * document and
 *  - writes it to `.tmp/openapi.json` (what `npm run lint` hands to Spectral, see `.spectral.yaml`);
 *  - generates the TypeScript types of every path with openapi-typescript into
 *    `packages/contracts/src/generated/openapi.ts` (committed; the web's typed calls use it).
 *
 *   tsx apps/server/src/openapi-cli.ts write   (npm run api:types)  regenerate the types
 *   tsx apps/server/src/openapi-cli.ts check   (in npm run lint)    fail when the committed types differ
 *
 * The document is built in development mode, so it also lists the development endpoints (tagged
 * `development`; production does not register them).
 */
import { eventSubscribers } from './event-subscribers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { repoRoot } from './paths';
import { systemClock } from './platform/clock';
import { createDatabase } from './platform/db/client';
import { createSmsProvider } from './platform/sms/create-sms-provider';

const DOCUMENT_FILE = path.join(repoRoot, '.tmp', 'openapi.json');
const TYPES_FILE = path.join(repoRoot, 'packages', 'contracts', 'src', 'generated', 'openapi.ts');
const HEADER = `/**
 * Generated from the server's OpenAPI document by \`npm run api:types\` (openapi-typescript). Do not
 * edit: change the routes' zod schemas and run it again (\`npm run lint\` fails while this is stale).
 */
/* eslint-disable */
`;

/** The OpenAPI document of the app as it is registered (routes, zod schemas, tags, operationIds). */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    WEB_DIST: path.join(os.tmpdir(), 'vm-no-web'),
    // Never connected to: building the app opens no connection.
    DATABASE_URL: 'postgres://openapi@127.0.0.1:1/none',
  });
  const logger = pino({ level: 'silent' });
  const { pool, db } = createDatabase(config.DATABASE_URL!, 1);
  const app = await buildApp({
    config,
    db,
    pool,
    clock: systemClock,
    sms: createSmsProvider(config, db, logger),
    logger,
    lifecycle: { draining: false },
    events: eventSubscribers(config),
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await pool.end();
  }
}

export async function generateTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}

async function main(mode: string | undefined): Promise<void> {
  if (mode !== 'write' && mode !== 'check') throw new Error('usage: openapi-cli.ts write|check');
  const document = await buildOpenApiDocument();
  fs.mkdirSync(path.dirname(DOCUMENT_FILE), { recursive: true });
  fs.writeFileSync(DOCUMENT_FILE, `${JSON.stringify(document, null, 2)}\n`);
  const types = await generateTypes(document);
  if (mode === 'write') {
    fs.mkdirSync(path.dirname(TYPES_FILE), { recursive: true });
    fs.writeFileSync(TYPES_FILE, types);
    console.log(`OpenAPI: ${path.relative(repoRoot, DOCUMENT_FILE)}, types ${path.relative(repoRoot, TYPES_FILE)}`);
    return;
  }
  const committed = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
  if (committed !== types) {
    console.error(`${path.relative(repoRoot, TYPES_FILE)} is not what the routes generate: run \`npm run api:types\` and commit it.`);
    process.exitCode = 1;
    return;
  }
  console.log('OpenAPI types: up to date');
}

await main(process.argv[2]);
