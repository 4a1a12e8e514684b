// The zod every contract schema is built with, set once for browsers. A page's answers are parsed
// in the visitor's browser (the admin tools' remotes), where zod's JIT first probes `new Function`;
// the site's Content-Security-Policy has no 'unsafe-eval', so the browser refused the probe and
// reported a CSP violation on each page that parsed, although zod swallowed the error. The JIT
// only pays off on large or hot parses, which are the services', so servers keep it.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
