// The rehearsal's stand-in for the public openfootball files (tools/rehearsal/compose.rehearsal.yml):
// the files of one folder over HTTP, GET and HEAD only, 404 for anything else. Plain Node.
//   node serve.mjs <folder> <port>
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const [folder, port] = process.argv.slice(2);
if (!folder || !port) {
  console.error('usage: node serve.mjs <folder> <port>');
  process.exit(2);
}
const root = path.resolve(folder);
createServer((req, res) => {
  const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  let size = -1;
  try {
    if (file.startsWith(`${root}${path.sep}`) && (req.method === 'GET' || req.method === 'HEAD')) size = statSync(file).isFile() ? statSync(file).size : -1;
  } catch {
    size = -1;
  }
  if (size < 0) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
    return;
  }
  res.writeHead(200, { 'Content-Type': file.endsWith('.json') ? 'application/json' : 'application/octet-stream', 'Content-Length': size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}).listen(Number(port), () => console.log(`serving ${root} on port ${port}`));
process.on('SIGTERM', () => process.exit(0));
