// Entry point of a worker that parses one large JSON body (see json-body.ts): a 100 MB import
// takes about a second to decode and parse, which would otherwise stall every other request.
import { parentPort, workerData } from 'node:worker_threads';
import { parseJsonBytes } from './json-text';

const bytes = workerData as Uint8Array;
parentPort?.postMessage(parseJsonBytes(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
