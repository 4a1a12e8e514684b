// Kubernetes objects validated by their own models: kubernetes-models (the API's OpenAPI schemas)
// and @kubernetes-models/keda (KEDA's CRDs). Every kind the manifests use must be listed here, so a
// typo in apiVersion or kind is a problem rather than an object nobody checked.
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';

type Validating = { validate(): void };
type ModelClass = new (data: never) => Validating;

const MODELS: Record<string, ModelClass> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
};

export const NAMESPACED_KINDS = new Set([
  'ConfigMap',
  'Secret',
  'Service',
  'Deployment',
  'StatefulSet',
  'HorizontalPodAutoscaler',
  'PodDisruptionBudget',
  'Ingress',
  'ScaledObject',
]);

/** The model's validation errors for one object; unknown apiVersion/kind is itself an error. */
export function k8sModelErrors(doc: Record<string, unknown>): string[] {
  const key = `${String(doc.apiVersion)}/${String(doc.kind)}`;
  const Model = MODELS[key];
  if (!Model)
    return [`${key} is not a kind these manifests may use (known: ${Object.keys(MODELS).join(', ')})`];
  try {
    new Model(doc as never).validate();
    return [];
  } catch (error) {
    return String((error as Error).message)
      .split(/,\s*(?=data)/)
      .map((m) => m.trim());
  }
}
