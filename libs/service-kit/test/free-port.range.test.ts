// free-port.ts: ports for servers started beside others come from below the ephemeral range (where
// outgoing connections never take them), checked free, and never twice in one process.
import { createServer, type Server } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { FREE_PORT_RANGE, freePort } from '../src/free-port.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('freePort', () => {
  it("stays below this machine's ephemeral range", () => {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    expect(FREE_PORT_RANGE.to).toBeLessThan(low!);
  });

  it('hands out different ports in the range that can be listened on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(FREE_PORT_RANGE.from);
      expect(port).toBeLessThanOrEqual(FREE_PORT_RANGE.to);
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    }
  });
});
