// Where each deployable listens by default (docs/product.md, Architecture: "Ports"): what
// tools/deploy-check holds the manifests to and what `npm run start:distributed` starts. Defined once
// here so the manifests' checker and the distributed supervisor cannot disagree.

/** The gateway and each HTTP service's public port. */
export const HTTP_SERVICE_PORTS = {
  gateway: 8000,
  catalog: 8101,
  prediction: 8102,
  payment: 8103,
  experiment: 8104,
  blog: 8105,
} as const;

export type HttpServiceName = keyof typeof HTTP_SERVICE_PORTS;

/** The remotes, by their name in remotes.json and in module federation. */
export const REMOTE_NAMES = ['predictions', 'blog', 'admin', 'sandbox', 'rounding', 'cross-sandbox'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The shell's origin and each remote's own origin (the remotes in REMOTE_NAMES order: 3001-3006). */
export const WEB_PORTS = {
  shell: 3000,
  predictions: 3001,
  blog: 3002,
  admin: 3003,
  sandbox: 3004,
  rounding: 3005,
  'cross-sandbox': 3006,
} as const satisfies Record<'shell' | RemoteName, number>;
