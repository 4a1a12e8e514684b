#!/usr/bin/env -S npx tsx
// deploy/ checked without Docker or a cluster: `npm run deploy:check [-- <deploy dir>]`.
// Exit 0 when every check passes, 1 with the list of problems.
import path from 'node:path';
import { validateDeploy } from './validate-deploy.ts';

const deployDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', '..', '..', 'deploy'));
const report = await validateDeploy(deployDir);
if (report.problems.length > 0) {
  console.error(`deploy: ${report.problems.length} problem(s):`);
  for (const p of report.problems) console.error(`  - ${p}`);
  console.error(`deploy: ${report.checks - report.problems.length} passed, ${report.problems.length} failed`);
  process.exit(1);
}
console.log(`deploy: ${report.summary}`);
