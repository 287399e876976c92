// A real SMTP server on a free port that keeps what it receives: where SMTP_URL points in the email tests.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = {
  /** The envelope's recipients, comma-joined. */
  to: string;
  /** The raw message, quoted-printable soft line breaks undone. */
  text: string;
  subject: string;
};

/** `const sink = await startSmtpSink()`, then `SMTP_URL: sink.url`, read `sink.received`, `await sink.close()`. */
export async function startSmtpSink() {
  const received: ReceivedEmail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const text = raw.replace(/=\r?\n/g, '');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          text,
          subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
