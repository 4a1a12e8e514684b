import path from 'node:path';
import { checkCompose } from './compose.ts';
import { checkK8s } from './k8s.ts';
import { checkObservability } from './observability.ts';
import { Problems } from './problems.ts';
import { checkSite } from './site.ts';
import { HTTP_SERVICES, SITE } from './system.ts';

export interface DeployReport {
  problems: string[];
  checks: number;
  summary: string;
}

/** Validates a deploy/ folder (the repository's, or a test's broken copy of it). */
export async function validateDeploy(deployDir: string): Promise<DeployReport> {
  const repo = path.resolve(deployDir, '..');
  const problems = new Problems();
  const composeFile = path.join(deployDir, 'compose', 'docker-compose.yml');
  const compose = await checkCompose(problems, composeFile, path.relative(repo, composeFile));
  const k8s = await checkK8s(problems, path.join(deployDir, 'k8s'), repo, path.join(deployDir, 'docker', 'Dockerfile'));
  const observability = checkObservability(problems, path.join(deployDir, 'observability'), repo);
  checkSite(problems, path.join(deployDir, 'docker'), repo);
  for (const name of [...Object.keys(HTTP_SERVICES), SITE.name])
    problems.check(compose.ports[name] !== undefined && compose.ports[name] === k8s.ports[name], 'compose vs k8s', `${name} port differs (${String(compose.ports[name])} vs ${String(k8s.ports[name])})`);
  return {
    problems: problems.list,
    checks: problems.checks,
    summary: `docker-compose.yml (compose-spec schema) and ${k8s.files} k8s files (${k8s.objects} objects, kubernetes-models) valid, every process's settings loader content with its environment; the site's nginx template, the Prometheus configs, their rules and the Grafana dashboard valid (${observability.expressions} PromQL expressions); ${problems.checks} checks passed`,
  };
}
