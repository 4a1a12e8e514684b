import path from 'node:path';
import { checkCompose } from './compose.ts';
import { checkK8s } from './k8s.ts';
import { checkObservability } from './observability.ts';
import { Problems } from './problems.ts';
import { HTTP_SERVICES, WEB } from './system.ts';

export interface DeployReport {
  problems: string[];
  checks: number;
  summary: string;
}

/** Validates a deploy/ folder (the repository's, or a test's broken copy of it). */
export function validateDeploy(deployDir: string): DeployReport {
  const repo = path.resolve(deployDir, '..');
  const problems = new Problems();
  const composeFile = path.join(deployDir, 'compose', 'docker-compose.yml');
  const composePorts = checkCompose(problems, composeFile, path.relative(repo, composeFile));
  const k8s = checkK8s(problems, path.join(deployDir, 'k8s'), repo);
  const observability = checkObservability(problems, path.join(deployDir, 'observability'), repo);
  for (const [name, port] of Object.entries({ ...HTTP_SERVICES, ...WEB })) {
    problems.check(
      composePorts[name]?.includes(port) && k8s.ports[name] === port,
      'compose vs k8s',
      `${name} port differs`,
    );
  }
  return {
    problems: problems.list,
    checks: problems.checks,
    summary: `docker-compose.yml (compose-spec schema) and ${k8s.files} k8s files (${k8s.objects} objects, kubernetes-models) valid; prometheus.yml, its rules and the Grafana dashboard valid (${observability.expressions} PromQL expressions); ${problems.checks} checks passed`,
  };
}
