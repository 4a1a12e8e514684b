// A port for a server the tests, benches or the distributed harness start beside others (each
// browser suite's stack, a private broker, a bench instance). It is checked free, released, and
// bound a moment later by the process that listens on it.
//
// Why not the kernel's pick (listen on 0): that port comes from the ephemeral range
// (/proc/sys/net/ipv4/ip_local_port_range, 32768-60999 here), which every outgoing connection on
// the machine (a Kafka client, a store driver, a browser) also draws its local port from; between
// release and bind one of them could take it, seen in CI as `listen EADDRINUSE 127.0.0.1:38589`
// in a distributed browser-suite stack. Ports below that range are never handed out that way, and
// starting at a random one keeps parallel processes apart; get-port checks each one and never
// returns the same port twice within 15 s in one process.
import getPort from 'get-port';

/** Below Linux's default ephemeral range, above the registered ports this project uses (27017). */
export const FREE_PORT_RANGE = { from: 28_000, to: 32_767 } as const;

export function freePort(): Promise<number> {
  const { from, to } = FREE_PORT_RANGE;
  const size = to - from + 1;
  const start = Math.floor(Math.random() * size);
  const ports = Array.from({ length: size }, (_, i) => from + ((start + i) % size));
  return getPort({ port: ports, host: '127.0.0.1' });
}
