// A notification worker in a process of its own, for the kill -9 test: it delivers what is due on the
// database of DATABASE_URL at the instant NOW through the SMS gateway of SMS_HTTP_URL, then exits.
import pino from 'pino';
import { ManualClock } from '../../../platform/clock';
import { createDatabase } from '../../../platform/db/client';
import { HttpSmsProvider } from '../../../platform/sms/http-sms-provider';
import { deliverDueMessages } from '../worker';

const { pool } = createDatabase(process.env.DATABASE_URL!, 2);
const sms = new HttpSmsProvider(process.env.SMS_HTTP_URL!, undefined, 60_000);
const deps = { pool, clock: new ManualClock(new Date(process.env.NOW!)), logger: pino({ level: 'silent' }) };
await deliverDueMessages(deps, {
  sms: (message) => sms.sendText({ mobile: message.address, text: message.body, kind: message.kind }, message.idempotencyKey),
  email: async () => undefined,
});
await pool.end();
