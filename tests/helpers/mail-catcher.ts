import { SMTPServer } from 'smtp-server';

/** `headers` is the raw header block (folded lines unfolded). */
export type CaughtMail = { to: string[]; subject: string; text: string; headers: string };

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in plain-text mail. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/((?:=[0-9A-F]{2})+)/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

function parseMail(raw: string, to: string[]): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  // A mail with attachments (a proposal's PDF): its text is the first text/plain part, decoded.
  const boundary = /^Content-Type: multipart\/[^;]+;.*boundary="?([^";\r\n]+)"?/im.exec(head)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const inner = part.replace(/^\r\n/, '');
      if (/^Content-Type: (text\/plain|multipart\/)/im.test(inner.slice(0, inner.indexOf('\r\n\r\n')))) {
        return { ...parseMail(inner, to), subject, headers: head };
      }
    }
  }
  const isQuotedPrintable = /^Content-Transfer-Encoding: quoted-printable/im.test(head);
  const isBase64 = /^Content-Transfer-Encoding: base64/im.test(head);
  const text = isQuotedPrintable
    ? decodeQuotedPrintable(body)
    : isBase64
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
  return { to, subject, text, headers: head };
}

/** A real SMTP server on loopback that keeps every mail it receives, for tests to read. */
export async function startMailCatcher(): Promise<{
  url: string;
  mails: CaughtMail[];
  waitForMail: (match: (mail: CaughtMail) => boolean, timeoutMs?: number) => Promise<CaughtMail>;
  close: () => Promise<void>;
  /** While on, every mail is refused with a temporary failure (451), as an SMTP server in trouble does. */
  setRefusing: (on: boolean) => void;
}> {
  const mails: CaughtMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
        );
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(
        `no matching mail within ${timeoutMs} ms; received: ${mails.map((m) => m.subject).join(', ')}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    setRefusing: (on) => {
      refusing = on;
    },
  };
}
