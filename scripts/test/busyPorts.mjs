/**
 * Which of the ports a test run is about to serve on are already taken. A server of the run that cannot
 * listen exits, and the run's wait for its address would then be answered by whatever already listens
 * there (another engineer's run, a CI run on the same machine): the specs would test that run's build
 * and change its mock's state. tests/e2e/run.mjs stops first instead, naming the ports and the variables
 * that move them.
 */
import { createServer } from 'node:net';

/** Whether something listens on `port` of the loopback address (where the run's servers listen). */
export function portTaken(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    server.once('listening', () => server.close(() => resolve(false)));
    server.listen(Number(port), '127.0.0.1');
  });
}

/** The ports of `ports` (name → port) that are taken, as "name (port)". */
export async function busyPorts(ports) {
  const taken = await Promise.all(Object.entries(ports).map(async ([name, port]) => ((await portTaken(port)) ? `${name} (${port})` : null)));
  return taken.filter((entry) => entry !== null);
}
