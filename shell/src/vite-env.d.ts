/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the remote list lives; default /remotes.json (/remotes.dev.json on the dev server). */
  readonly VITE_SCORELINE_REMOTES_URL?: string;
}
