// UUIDv7 ids for the rows of one import. uuidv7() costs ~0.6 µs a call (2 s for a million rows
// once the heap is large); these cost a fraction: one timestamp for the import, a counter that
// keeps the ids in file order (so lists sorted by creation keep the file's order), and 48 random
// bits per id. Layout (RFC 9562): 48-bit ms timestamp, version 7, 12 bits of counter, variant,
// 12 more bits of counter, 48 random bits. When the counter runs out, the timestamp moves on by
// one millisecond (as RFC 9562 §6.2 allows), so ids stay unique and ordered however many rows come.
import { randomBytes } from 'node:crypto';

const COUNTER_BITS = 24;
const HEX3 = Array.from({ length: 4096 }, (_, i) => i.toString(16).padStart(3, '0'));
const RANDOM_IDS = 4096; // random bits are drawn for this many ids at a time

export function uuidv7Sequence(now = Date.now()): () => string {
  const seed = randomBytes(4);
  let ms = now;
  let head = '';
  const setHead = () => {
    const ts = ms.toString(16).padStart(12, '0');
    head = `${ts.slice(0, 8)}-${ts.slice(8)}-7`;
  };
  setHead();
  // A random start in the lower half: two imports in the same millisecond still differ in the
  // random bits even if their counters meet.
  let counter = seed.readUInt32BE(0) % 2 ** (COUNTER_BITS - 1);
  const variant = (8 + (seed[0]! & 3)).toString(16);
  let random = '';
  let at = 0;
  return () => {
    if (counter === 2 ** COUNTER_BITS) {
      ms += 1;
      setHead();
      counter = 0;
    }
    if (at === random.length) {
      random = randomBytes(6 * RANDOM_IDS).toString('hex');
      at = 0;
    }
    const c = counter++;
    const tail = random.slice(at, (at += 12));
    return `${head}${HEX3[c >>> 12]}-${variant}${HEX3[c & 0xfff]}-${tail}`;
  };
}
