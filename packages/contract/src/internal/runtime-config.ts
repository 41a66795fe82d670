/** What the browser needs to reach its backend, as the embedded server hands it to the web app. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The id of the JSON block in which the embedded server writes the runtime configuration into each page. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'quizcoop-config';

/** Where the embedded server answers the runtime configuration, for a page that carries none. */
export const RUNTIME_CONFIG_PATH = '/config.json';
