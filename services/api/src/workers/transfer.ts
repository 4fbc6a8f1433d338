// Bytes handed to a worker thread move rather than copy when they are the whole of their memory:
// a 19 MB body copied into a thread held the API's own thread for tens of milliseconds. A small
// Buffer shares its memory (Node's pool) with others: it is copied, never taken from them.
export function transferList(bytes: Uint8Array): ArrayBuffer[] {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];
}
