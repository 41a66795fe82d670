/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Hosted Supabase's project URL, baked in at build time; unset to use the embedded server's /config.json. */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
