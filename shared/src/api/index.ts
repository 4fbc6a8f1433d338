export { ApiError, FALLBACK_ERROR, NETWORK_ERROR } from './ApiError';
export { apiRequest, buildUrl } from './request';
export { apiRequestWithProgress, type ProgressRequestOptions, type UploadProgress } from './requestWithProgress';
export type { Query, RequestOptions } from './request';
export * from './endpoints';
export { keys, keysOf } from './keys';
export type { KeyKind } from './keys';
