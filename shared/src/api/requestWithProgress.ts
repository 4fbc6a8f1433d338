import { refreshSession } from '@meridian/shared/auth';
import { ApiError, NETWORK_ERROR } from './ApiError';
import { authHeaders, buildUrl, currentToken, errorFromBody } from './request';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface ProgressRequestOptions {
  method?: 'POST' | 'PUT';
  /** FormData is sent as multipart (the browser writes the boundary); anything else as JSON. */
  body: unknown;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

interface XhrAnswer {
  status: number;
  parsed: unknown;
}

type Payload = string | FormData;

function abortError(): DOMException {
  return new DOMException('The request was aborted', 'AbortError');
}

function send(path: string, payload: Payload, token: string | null, options: ProgressRequestOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path));
    for (const [name, value] of Object.entries(authHeaders(token))) xhr.setRequestHeader(name, value);
    if (typeof payload === 'string') xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.({ loaded: event.loaded, total: event.total });
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, parsed });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(NETWORK_ERROR, 0));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(payload);
  });
}

/**
 * apiRequest for large bodies (JSON or multipart): the same token, service id, 401
 * refresh-and-retry and `{error}` handling, through XMLHttpRequest because fetch cannot report
 * upload progress. A retry after 401 sends the body again (a FormData's File is read again).
 */
export async function apiRequestWithProgress<T>(path: string, options: ProgressRequestOptions): Promise<T> {
  const payload: Payload = options.body instanceof FormData ? options.body : JSON.stringify(options.body);
  let answer = await send(path, payload, await currentToken(), options);
  if (answer.status === 401) {
    const token = await refreshSession().catch(() => null);
    if (!token) throw errorFromBody(answer.status, answer.parsed);
    answer = await send(path, payload, token, options);
  }
  if (answer.status < 200 || answer.status >= 300) throw errorFromBody(answer.status, answer.parsed);
  return answer.parsed as T;
}
