// Child process helpers shared by the runners: own process group, log tail, readiness polling.
import fs from 'node:fs';

/**
 * Keeps the last lines of a child's output (for error messages) and appends all of it to a log file.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} logFile
 * @param {(line: string) => void} [onLine]
 */
export function captureOutput(child, logFile, onLine = () => {}) {
  /** @type {string[]} */
  const tail = [];
  const out = fs.createWriteStream(logFile, { flags: 'a' });
  let pending = '';
  const onData = (/** @type {Buffer} */ chunk) => {
    out.write(chunk);
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      tail.push(line);
      if (tail.length > 60) tail.shift();
      onLine(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.once('exit', () => out.end());
  return { tail: () => tail.join('\n') };
}

/**
 * Stops a child started with `detached: true` by signalling its whole process group.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} [graceMs]
 */
export async function stopGroup(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const pid = child.pid;
  const signal = (/** @type {NodeJS.Signals} */ sig) => {
    try {
      if (pid === undefined) child.kill(sig);
      else process.kill(-pid, sig);
    } catch {
      try {
        child.kill(sig);
      } catch {
        /* gone */
      }
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Workers of the group (php -S forks them) may outlive the leader: kill and wait until none is left,
  // so the port is free when stop() resolves.
  signal('SIGKILL');
  for (let i = 0; i < 100 && pid !== undefined && groupAlive(pid); i++) await sleep(50);
}

/** @param {number} pid */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Kills the group synchronously (process 'exit' handlers cannot wait).
 * @param {import('node:child_process').ChildProcess | undefined} child
 */
export function killGroupSync(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls GET <url>/wp-json/agency/v1/health until it reports the seed complete; for a bare WordPress
 * (none of our code), until its sign-in page answers.
 * @param {object} o
 * @param {string} o.url
 * @param {import('node:child_process').ChildProcess} o.child
 * @param {() => string} o.tail
 * @param {number} [o.timeoutMs]
 * @param {boolean} [o.bare]
 */
export async function waitForSeeded({ url, child, tail, timeoutMs = 180_000, bare = false }) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `WordPress exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail()}`,
      );
    }
    try {
      if (bare) {
        const res = await fetch(`${url}/wp-login.php`, { signal: AbortSignal.timeout(10_000) });
        await res.body?.cancel();
        if (res.ok) return { seeded: false };
        last = `${res.status}`;
        await sleep(150);
        continue;
      }
      const res = await fetch(`${url}/wp-json/agency/v1/health`, { signal: AbortSignal.timeout(10_000) });
      last = `${res.status}`;
      if (res.ok) {
        const body = await res.json();
        if (body.seeded === true) return body;
        if (body.error)
          throw Object.assign(new Error(`WordPress demo seed failed: ${body.error}`), { fatal: true });
        last = JSON.stringify(body);
      }
    } catch (error) {
      if (/** @type {{ fatal?: boolean }} */ (error).fatal) throw error;
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(150);
  }
  throw new Error(
    `WordPress at ${url} was not ready within ${timeoutMs / 1000}s (last: ${last}):\n${tail()}`,
  );
}
