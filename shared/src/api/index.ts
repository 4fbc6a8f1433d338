export { ApiError, FALLBACK_ERROR, NETWORK_ERROR } from './ApiError';
export { errorText, failureWithReason } from './errorText';
export { apiRequest } from './request';
export type { UploadProgress } from './transports';
export type { Query, RequestOptions } from './request';
export * from './endpoints';
export { keys, keysOf } from './keys';
export type { KeyKind } from './keys';
