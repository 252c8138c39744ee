/**
 * Runs once when a server process starts: the outbox's worker begins retrying submissions kept by an
 * earlier run (a restart during an outage loses nothing) and those kept from now on.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOutboxWorker } = await import('./src/forms/server/outbox');
  startOutboxWorker();
}
