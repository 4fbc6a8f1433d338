// Holds the upload (XMLHttpRequest) of mockApi so a test can report its progress, then let it through.
type Xhr = { upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } };

/** Call after mockApi(): the next upload waits until `finish()`; `progress()` reports bytes sent meanwhile. */
export function holdUpload() {
  const Base = global.XMLHttpRequest as unknown as { new (): Xhr; prototype: { send: (body?: unknown) => void } };
  let held: { xhr: Xhr; body: unknown } | undefined;
  class HeldXhr extends Base {
    send(body?: unknown) {
      held = { xhr: this, body };
    }
  }
  global.XMLHttpRequest = HeldXhr as unknown as typeof XMLHttpRequest;
  return {
    started: () => held !== undefined,
    progress: (loaded: number, total: number) => held!.xhr.upload.onprogress?.({ lengthComputable: true, loaded, total }),
    finish: () => Base.prototype.send.call(held!.xhr, held!.body),
  };
}
