/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The production API address for pages not served by the gateway (libs/api-client); empty means same origin. */
  readonly VITE_SCORELINE_API_BASE?: string;
}
