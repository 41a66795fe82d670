export type { BackendConfig } from './internal/config';
export { BackendConfigError, parseBackendConfig } from './internal/config';
