/**
 * Test files start their own MariaDB side by side (the integration project runs two files at a time):
 * servers started at once in separate processes must not break each other.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const lib = path.join(import.meta.dirname, 'mariadb.mjs');
const script = `
  const { startMariaDB } = await import(${JSON.stringify(lib)});
  const db = await startMariaDB();
  await db.stop();
  console.log('ok ' + db.version);
`;

function startAndStopInChild() {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Bounded on its own: a start that hangs is killed rather than left running after the test.
      timeout: 100_000,
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

test('four MariaDB servers started at once, each by its own process, all come up', async () => {
  for (let round = 0; round < 2; round++) {
    const results = await Promise.all([1, 2, 3, 4].map(startAndStopInChild));
    for (const { code, output } of results) {
      expect(output, output).toMatch(/^ok \d+\.\d+/m);
      expect(code).toBe(0);
    }
  }
}, 120_000);
