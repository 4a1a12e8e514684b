// Reads a V8 .cpuprofile (node --cpu-prof, or the inspector's Profiler.stop) and names where the
// time went: the functions with the most self time (time spent in the function itself, not in what
// it calls), which is what the edge bench prints to say where a request's CPU goes.
import path from 'node:path';

interface CpuProfile {
  nodes: { id: number; hitCount?: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** The package a frame belongs to (`express`, `pino-http`), or the repository file, for short names. */
function where(url: string, line: number): string {
  if (!url) return '';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    return `${pkg}/${path.basename(url)}:${line + 1}`;
  }
  if (url.startsWith('node:')) return `${url}:${line + 1}`;
  const repo = url.indexOf('/services/') >= 0 ? url.indexOf('/services/') : url.indexOf('/libs/');
  return `${repo >= 0 ? url.slice(repo + 1) : path.basename(url)}:${line + 1}`;
}

/** The `limit` frames with the most self time, as "12.3 % 456 ms name (where)", plus the idle share. */
export function topSelfTime(profile: CpuProfile, limit: number): string[] {
  const selfMs = new Map<number, number>();
  if (profile.samples && profile.timeDeltas) {
    // Each sample's time is the delta to the next one.
    for (let i = 0; i < profile.samples.length; i += 1) {
      const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      selfMs.set(profile.samples[i]!, (selfMs.get(profile.samples[i]!) ?? 0) + delta);
    }
  } else {
    const total = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
    const ms = (profile.endTime - profile.startTime) / 1000;
    for (const node of profile.nodes) selfMs.set(node.id, ((node.hitCount ?? 0) / Math.max(total, 1)) * ms);
  }
  const byFrame = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}${url ? ` (${where(url, lineNumber)})` : ''}`;
    byFrame.set(key, (byFrame.get(key) ?? 0) + (selfMs.get(node.id) ?? 0));
  }
  const total = [...byFrame.values()].reduce((a, b) => a + b, 0);
  const idle = byFrame.get('(idle)') ?? 0;
  const busy = total - idle;
  // The same self time summed per package (or `node:` module, or repository folder), the coarser view.
  const byPackage = new Map<string, number>();
  for (const [key, ms] of byFrame) {
    const at = /\((.+):\d+\)$/.exec(key)?.[1];
    const pkg = at ? (at.startsWith('services/') || at.startsWith('libs/') ? at.split('/').slice(0, 2).join('/') : at.includes('/') ? at.slice(0, at.lastIndexOf('/')) : at) : key;
    if (key !== '(idle)') byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  }
  const packages = [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([pkg, ms]) => `${pkg} ${((ms / busy) * 100).toFixed(1)} %`)
    .join(', ');
  const lines = [...byFrame]
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, ms]) => `${((ms / busy) * 100).toFixed(1).padStart(5)} % ${Math.round(ms).toString().padStart(6)} ms  ${key}`);
  return [
    `busy ${Math.round(busy)} ms of ${Math.round(total)} ms (idle ${((idle / total) * 100).toFixed(0)} %); by package: ${packages}; top frames:`,
    ...lines,
  ];
}
