/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
/** ENROLLMENT_TIME_ZONE at build time ('' = the domain's default business zone). */
declare const __ENROLLMENT_TIME_ZONE__: string;

interface ImportMetaEnv {
  /** Azure Maps subscription key; without it the finder shows the cards and a map placeholder. */
  readonly VITE_AZURE_MAPS_KEY?: string;
  /** Entra ID app (client) id for the staff avatar's Microsoft Graph photo; without it the default avatar. */
  readonly VITE_AAD_CLIENT_ID?: string;
  /** Entra ID tenant of that app ('organizations' when unset). */
  readonly VITE_AAD_TENANT_ID?: string;
}

/** Fluent's light theme, computed at build time (vite-plugins/fluent-light-theme.ts). */
declare module 'virtual:fluent-light-theme' {
  import type { BrandVariants, Theme } from '@fluentui/react-components';
  /** Every token no brand changes (set on the document by index.html; read by unit tests). */
  export const lightThemeBase: Partial<Theme>;
  /** Each token a brand changes, with the shade of the brand's ramp it takes. */
  export const brandTokenShades: Partial<Record<keyof Theme, keyof BrandVariants>>;
}
