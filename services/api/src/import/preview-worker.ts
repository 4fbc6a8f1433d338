// Entry point of the preview threads (preview-pool.ts): reading a file's first megabytes (a
// 19 MB one-line header, eight previews at once) happens here, never on the API's event loop.
// Answers are serialised here too, so the API thread only forwards text.
import { parentPort } from 'node:worker_threads';
import { ImportRejected } from './import-rejected';
import type { ErrorCode, ErrorParams } from '@meridian/contract';
import type { ColumnTarget, ImportEncoding, ImportFilePreview, ImportFilePreviewAnswer, ImportPreview, ImportPreviewAnswer } from '@meridian/contract';
import { previewBytes } from './preview-bytes';
import { resolveMapping } from './resolve-mapping';

export interface ReadOptions {
  encoding?: ImportEncoding;
  delimiter?: string;
  headerRow?: number;
  /** The header is the file's first record, whatever precedes (docs/PRODUCT.md §7 preview and execute). */
  firstRecordIsHeader?: boolean;
}

export type PreviewTask =
  | { kind: 'preview'; head: Uint8Array; complete: boolean; options: ReadOptions }
  | { kind: 'legacy'; csv: Uint8Array; delimiter?: string }
  | { kind: 'check'; head: Uint8Array; complete: boolean; options: ReadOptions; mapping: [string, ColumnTarget][] };

export type PreviewAnswer =
  | { ok: true; body: string }
  | { ok: true; resolved: { encoding: ImportEncoding; delimiter: string; headerRow: number } }
  | { ok: false; message: string; code: ErrorCode; params?: ErrorParams };

function read(head: Uint8Array, complete: boolean, options: ReadOptions): ImportFilePreview {
  const { firstRecordIsHeader, ...rest } = options;
  const preview = previewBytes(head, { ...rest, complete });
  const first = preview.lines[0]?.row;
  if (!firstRecordIsHeader || first === undefined || first === preview.headerRow) return preview;
  return previewBytes(head, { ...rest, headerRow: first, complete });
}

export function runTask(task: PreviewTask): PreviewAnswer {
  try {
    if (task.kind === 'legacy') {
      const p = read(task.csv, true, { encoding: 'utf-8', delimiter: task.delimiter, firstRecordIsHeader: true });
      const data: ImportPreview = {
        headers: p.headers,
        sampleRows: p.sampleRows,
        totalRows: p.totalRows,
        suggestedMapping: p.suggestedMapping,
        delimiter: p.delimiter,
      };
      return { ok: true, body: JSON.stringify({ success: true, data } satisfies ImportPreviewAnswer) };
    }
    const preview = read(task.head, task.complete, task.options);
    if (task.kind === 'preview') return { ok: true, body: JSON.stringify({ success: true, data: preview } satisfies ImportFilePreviewAnswer) };
    resolveMapping(preview.headers, Object.fromEntries(task.mapping));
    if (task.complete && preview.totalRows === 0) throw ImportRejected.coded('csv_no_data_rows');
    return { ok: true, resolved: { encoding: preview.encoding, delimiter: preview.delimiter, headerRow: preview.headerRow } };
  } catch (error) {
    if (error instanceof ImportRejected) return { ok: false, message: error.message, code: error.code, params: error.params };
    throw error;
  }
}

if (parentPort) {
  const port = parentPort;
  port.on('message', ({ id, task }: { id: number; task: PreviewTask }) => {
    try {
      port.postMessage({ id, answer: runTask(task) });
    } catch (error) {
      port.postMessage({ id, failure: String((error as Error)?.stack ?? error) });
    }
  });
}
