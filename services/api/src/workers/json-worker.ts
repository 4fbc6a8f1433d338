// Entry point of a worker that parses one large JSON body (see json-body.ts), given in the pieces it
// arrived in: a 100 MB import takes about a second to join, decode and parse, which would
// otherwise stall every other request.
import { parentPort, workerData } from 'node:worker_threads';
import { transferList } from './transfer';
import { parseJsonBytes } from '../http/json-text';

const { body, bytesField } = workerData as { body: Uint8Array[]; bytesField?: string };
const outcome = parseJsonBytes(Buffer.concat(body), bytesField);
parentPort?.postMessage(outcome, outcome.ok && outcome.fieldBytes ? transferList(outcome.fieldBytes) : []);
