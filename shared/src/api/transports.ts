// How one request goes over the wire, once, with a given token: fetch, or XMLHttpRequest when the
// caller wants upload progress (fetch cannot report it). Token and 401 are authorisedSend's.
import { ApiError, NETWORK_ERROR } from './ApiError';
import { authHeaders, type Reply } from './authorisedSend';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What an upload call takes besides its file: a way to abort it and a progress callback. */
export interface UploadOptions {
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** One request as the transports see it. */
export interface Outgoing {
  method: string;
  url: string;
  /** JSON body, FormData for uploads, or a Blob sent as its raw bytes (its type, else octet-stream). */
  body?: unknown;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

function encode(body: unknown, headers: Record<string, string>): string | Blob | FormData | undefined {
  if (body instanceof FormData) return body; // the browser writes the multipart boundary
  if (body instanceof Blob) {
    headers['Content-Type'] = body.type || 'application/octet-stream';
    return body;
  }
  if (body === undefined) return undefined;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

export async function fetchTransport(request: Outgoing, token: string | null): Promise<Response> {
  const headers = authHeaders(token);
  const body = encode(request.body, headers);
  try {
    return await fetch(request.url, { method: request.method, headers, body, signal: request.signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError((error as Error)?.message || NETWORK_ERROR, 0, undefined, 'network_error');
  }
}

function abortError(): DOMException {
  return new DOMException('The request was aborted', 'AbortError');
}

/** The same request over XMLHttpRequest, reporting the body's upload progress. */
export function xhrTransport(request: Outgoing, token: string | null): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = request;
    if (signal?.aborted) return reject(abortError());
    const headers = authHeaders(token);
    const body = encode(request.body, headers);
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.({ loaded: event.loaded, total: event.total });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const text = xhr.responseText;
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: async () => text });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(NETWORK_ERROR, 0, undefined, 'network_error'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(body ?? null);
  });
}
