import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, parsed by mailparser. */
  received: ParsedMail[];
  /** The next `count` messages are refused with a temporary failure (451), as a busy server does. */
  refuseNext(count: number): void;
  /** Waits for a message to `to` and answers it. */
  waitFor(to: string, ms?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server (npm smtp-server) on loopback, keeping what it receives. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const error = Object.assign(new Error('Try again later: the mail server is busy'), { responseCode: 451 });
        return callback(error);
      }
      return callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressed = (mail: ParsedMail, to: string) =>
    [mail.to ?? []].flat().some((group) => group.value.some((a) => a.address?.toLowerCase() === to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    waitFor: async (to, ms = 15_000) => {
      const started = Date.now();
      for (;;) {
        const mail = received.find((m) => addressed(m, to));
        if (mail) return mail;
        if (Date.now() - started > ms) throw new Error(`No mail to ${to} arrived within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
