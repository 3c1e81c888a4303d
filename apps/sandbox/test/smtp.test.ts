// The SMTP catcher, spoken to as any SMTP client would: the raw dialogue over a socket.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sandboxUrl } from './http';

async function smtpPortOf(): Promise<number> {
  const health = (await (await fetch(`${sandboxUrl()}/__sandbox/health`)).json()) as { smtpPort: number };
  return health.smtpPort;
}

/** Sends the commands one by one, each after the server's answer; resolves with every answer. */
async function smtpDialogue(port: number, commands: string[]): Promise<string[]> {
  const socket = connect(port, '127.0.0.1');
  const answers: string[] = [];
  let buffer = '';
  let waiting: ((answer: string) => void) | undefined;
  socket.on('data', (chunk) => {
    buffer += chunk.toString();
    // A reply ends with a line whose code is followed by a space ("250 OK"), not a dash ("250-SIZE").
    const complete = /(^|\r\n)\d{3} [^\r\n]*\r\n$/.exec(buffer);
    if (complete && waiting) {
      const answer = buffer;
      buffer = '';
      waiting(answer);
    }
  });
  const next = () =>
    new Promise<string>((resolve) => {
      waiting = resolve;
    });
  answers.push(await next());
  for (const command of commands) {
    const answer = next();
    socket.write(`${command}\r\n`);
    answers.push(await answer);
  }
  socket.end();
  return answers;
}

describe('the SMTP catcher puts every message it receives into the outbox', () => {
  it('one entry per recipient, kind smtp, with subject, text, HTML, sender and List-Unsubscribe', async () => {
    const message = [
      'From: "Vitalis" <no-reply@shop.test>',
      'To: ada@example.com, grace@example.com',
      'Subject: =?UTF-8?Q?Best=C3=A4tigung?=',
      'List-Unsubscribe: <http://shop.test/unsubscribe?token=abc>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Please confirm: http://shop.test/confirm?token=abc',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p><a href="http://shop.test/confirm?token=abc">Confirm</a></p>',
      '--b--',
    ].join('\r\n');
    const answers = await smtpDialogue(await smtpPortOf(), [
      'EHLO client.test',
      'MAIL FROM:<no-reply@shop.test>',
      'RCPT TO:<ADA@example.com>',
      'RCPT TO:<grace@example.com>',
      'DATA',
      `${message}\r\n.`,
      'QUIT',
    ]);
    expect(answers[6]).toMatch(/^250 /);

    const outbox = async (to: string) =>
      ((await (await fetch(`${sandboxUrl()}/__sandbox/outbox?to=${to}`)).json()) as { emails: unknown[] })
        .emails;
    const [ada] = (await outbox('ada@example.com')) as Record<string, unknown>[];
    expect(ada).toMatchObject({
      to: 'ada@example.com',
      kind: 'smtp',
      subject: 'Bestätigung',
      text: expect.stringContaining('Please confirm: http://shop.test/confirm?token=abc'),
      data: {
        from: '"Vitalis" <no-reply@shop.test>',
        html: expect.stringContaining('href="http://shop.test/confirm?token=abc"'),
        listUnsubscribe: '<http://shop.test/unsubscribe?token=abc>',
      },
    });
    expect(await outbox('grace@example.com')).toHaveLength(1);
  });

  it('refuses a message over 10 MB', async () => {
    const answers = await smtpDialogue(await smtpPortOf(), [
      'EHLO client.test',
      'MAIL FROM:<no-reply@shop.test> SIZE=20000000',
    ]);
    expect(answers[2]).toMatch(/^552 /);
  });

  it('a fault for the path smtp refuses the next message with its status as the reply code, then accepts again', async () => {
    const fault = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'smtp', status: 451, times: 1 }),
    });
    expect(fault.status).toBe(201);
    const send = () =>
      smtpDialogue(smtpPort, [
        'EHLO client.test',
        'MAIL FROM:<no-reply@shop.test>',
        'RCPT TO:<refused@example.com>',
        'DATA',
        'Subject: Try\r\n\r\nHello\r\n.',
        'QUIT',
      ]);
    const smtpPort = await smtpPortOf();
    expect((await send())[5]).toMatch(/^451 /);
    expect((await send())[5]).toMatch(/^250 /);
    const outbox = (await (
      await fetch(`${sandboxUrl()}/__sandbox/outbox?to=refused@example.com`)
    ).json()) as {
      emails: unknown[];
    };
    expect(outbox.emails).toHaveLength(1);
  });
});
