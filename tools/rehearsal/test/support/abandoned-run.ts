// A run that dies without stopping (the fault suite's crash case): it makes the network and one host
// running a process, prints its run id, and waits to be killed with SIGKILL.
import { RehearsalNetwork } from '../../src/network.ts';
import { startOnHost } from '../../src/processes.ts';

const network = await RehearsalNetwork.create();
const host = await network.addHost('sleeper', 'sleeper');
startOnHost(host, ['/bin/sleep', '600'], { env: { PATH: '/usr/bin:/bin' }, cwd: '/', user: 'nobody', log: `${network.dir}/logs/sleeper.log` });
console.log(JSON.stringify({ run: network.run, namespace: host.namespace, bridge: network.bridge }));
setInterval(() => undefined, 1000);
