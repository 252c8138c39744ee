import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * Local stand-ins for HubSpot, Google's reCAPTCHA verify endpoint and Mailchimp's signup. Each
 * records what it received and answers what the test sets, so specs assert exact payloads and
 * both outcomes without the internet.
 */
export type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

export type FakeServices = {
  url: string;
  received: Received[];
  /** Next answer per path prefix: status and JSON body. */
  answer: Map<string, { status: number; body: unknown }>;
  close(): Promise<void>;
};

export async function startFakeServices(port: number): Promise<FakeServices> {
  const received: Received[] = [];
  const answer = new Map<string, { status: number; body: unknown }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      received.push({
        method: req.method ?? '',
        path: url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const match = [...answer.entries()].find(([prefix]) => url.startsWith(prefix));
      const { status, body } = match?.[1] ?? { status: 404, body: { error: 'no answer configured' } };
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A second production server of the same .next-e2e build, with the integrations pointed at the
 * fakes. Form handlers read the environment at request time, so no rebuild is needed.
 */
export async function startSiteWithEnv(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const root = process.cwd();
  // Its own outbox, empty: nothing kept by an earlier run is delivered to this run's fakes.
  const outbox = path.join(root, '.data', `outbox-fakes-${port}`);
  rmSync(outbox, { recursive: true, force: true });
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'server/index.mjs'), '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: root,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: '.next-e2e',
        SITE_URL: `http://127.0.0.1:${port}`,
        OUTBOX_DIR: outbox,
        ...env,
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`site on ${url} did not start`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
