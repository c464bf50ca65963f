/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Azure Maps subscription key; without it the finder shows the cards and a map placeholder. */
  readonly VITE_AZURE_MAPS_KEY?: string;
}
