// @vitest-environment node
/**
 * The browser-test runner's check of its ports (scripts/test/busyPorts.mjs): a port something listens
 * on is named, a free one is not, and a port is free again once its server has closed.
 */
import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import { busyPorts, portTaken } from '../../../scripts/test/busyPorts.mjs';

async function listening(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

test('names the ports something already listens on, and only those', async () => {
  const taken = await listening();
  const free = await listening();
  free.server.close();
  await once(free.server, 'close');
  try {
    expect(await portTaken(taken.port)).toBe(true);
    expect(await busyPorts({ 'preview A': taken.port, 'mock-api A': free.port })).toEqual([`preview A (${taken.port})`]);
  } finally {
    taken.server.close();
    await once(taken.server, 'close');
  }
  expect(await portTaken(taken.port)).toBe(false);
});
