export type { BackendConfig, BuildTimeBackendConfig } from './internal/config';
export { BackendConfigError, parseBackendConfig, resolveBackendConfig } from './internal/config';
export type { BackendClient, BackendClientOptions } from './internal/client';
export { createBackendClient } from './internal/client';
