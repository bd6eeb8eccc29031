import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback (smtp-server) that keeps every mail it accepts, parsed. */
export async function startSmtpServer(): Promise<{ url: string; mails: ParsedMail[]; close(): Promise<void> }> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface SmsRequest {
  body: { mobile: string; text: string; kind: string; code?: string };
  idempotencyKey: string | undefined;
  /** The status the receiver answered (0: it never answered). */
  status: number;
}

/**
 * An HTTP SMS gateway on loopback, as SMS_PROVIDER=http posts to it. `failNext` answers 500 to that
 * many requests (to the mobile `failOnly` when set); `hang` holds requests unanswered (a provider that never answers, or a worker killed
 * mid-send). `delivered` lists what was accepted (2xx).
 */
export async function startSmsReceiver() {
  const requests: SmsRequest[] = [];
  const control = { failNext: 0, failOnly: null as string | null, failAlways: false, hang: false, onRequest: null as null | (() => void) };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const entry: SmsRequest = {
        body: JSON.parse(raw) as SmsRequest['body'],
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        status: 0,
      };
      requests.push(entry);
      control.onRequest?.();
      if (control.hang) return;
      const failing = control.failNext > 0 && (control.failOnly === null || control.failOnly === entry.body.mobile);
      entry.status = control.failAlways || failing ? 500 : 200;
      if (failing) control.failNext -= 1;
      response.writeHead(entry.status, { 'content-type': 'application/json' }).end(entry.status === 200 ? '{"ok":true}' : '{"error":"gateway busy"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    requests,
    control,
    delivered: () => requests.filter((entry) => entry.status >= 200 && entry.status < 300),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
