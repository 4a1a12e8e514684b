// @scoreline/deploy-check as a library: how deploy/'s manifests are read (compose's interpolation,
// an image's environment, sample secrets), shared with the rehearsal (tools/rehearsal), which runs
// what the checks read.
export { type ComposeProject, type ComposeService, composeProject, readComposeDocuments, readEnvFile } from './compose-file.ts';
export { imageEnvironment, appProcessOf } from './settings-loaders.ts';
export { sampleSecrets, type SampleSecrets } from './secret-samples.ts';
export { KAFKA_CLUSTER, SITE, WORKERS } from './system.ts';
export { validateDeploy, type DeployReport } from './validate-deploy.ts';
