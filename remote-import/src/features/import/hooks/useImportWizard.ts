import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError, importExportApi, keysOf } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';
import type { ImportPreview } from '@meridian/shared/model';
import { assignTarget, type ColumnTarget } from '../utils/columnTargets';
import { countCsvRows } from '../utils/countCsvRows';
import { csvFileProblem, firstLines, megabytes, readFileText } from '../utils/csvFile';
import { LARGE_FILE_BYTES } from '../utils/importLimits';
import { initialMapping, rememberMapping } from '../utils/rememberedMapping';
import { runImport } from '../utils/runImport';
import { initialWizardState, wizardReducer } from './wizardState';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || (error instanceof Error && error.name === 'ImportTimeoutError') ? (error as Error).message : fallback;

async function preview(text: string, delimiter: string): Promise<ImportPreview> {
  const answer = await importExportApi.preview(firstLines(text), delimiter);
  if (!answer?.success || !answer.data) throw new ApiError(answer?.error || 'Failed to preview CSV', 400);
  return answer.data;
}

/** The import wizard's state and its actions (SPEC §2, §4, §5, §8). */
export function useImportWizard() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const revalidate = useRevalidate();
  const counting = useRef<(() => void) | undefined>(undefined);

  const count = useCallback((file: File, delimiter: string) => {
    counting.current?.();
    const run = countCsvRows(file, delimiter);
    counting.current = run.cancel;
    run.promise.then(
      (rowCount) => dispatch({ type: 'counted', rowCount }),
      (error) => console.error('[importer] counting rows', error),
    );
  }, []);
  useEffect(() => () => counting.current?.(), []);

  const load = useCallback(
    async (file: File, text: string, delimiter: string) => {
      try {
        const data = await preview(text, delimiter);
        const used = data.delimiter || delimiter || ',';
        dispatch({ type: 'previewed', file, text, preview: data, delimiter: used, mapping: initialMapping(data.headers, data.suggestedMapping) });
        count(file, used);
      } catch (error) {
        console.error('[importer] preview', error);
        dispatch({ type: 'failed', error: messageOf(error, 'Failed to preview CSV') });
      }
    },
    [count],
  );

  const selectFile = useCallback(
    async (file: File) => {
      const problem = csvFileProblem(file);
      if (problem) return dispatch({ type: 'failed', error: problem });
      const large = file.size > LARGE_FILE_BYTES;
      dispatch({ type: 'reading', notice: large ? `Processing large file (${megabytes(file.size)}MB)... This may take a moment.` : undefined });
      let text: string;
      try {
        text = await readFileText(file);
      } catch (error) {
        console.error('[importer] reading file', error);
        return dispatch({ type: 'failed', error: 'Failed to read file' });
      }
      await load(file, text, '');
    },
    [load],
  );

  const changeDelimiter = useCallback(
    (delimiter: string) => {
      if (!state.file || state.text === undefined) return;
      dispatch({ type: 'reading' });
      void load(state.file, state.text, delimiter);
    },
    [load, state.file, state.text],
  );

  const setTarget = useCallback(
    (header: string, target: ColumnTarget) => dispatch({ type: 'target', mapping: assignTarget(state.mapping, header, target) }),
    [state.mapping],
  );

  const startImport = useCallback(async () => {
    if (state.text === undefined) return dispatch({ type: 'failed', error: 'Failed to process CSV file' });
    rememberMapping(state.mapping);
    dispatch({ type: 'importing' });
    const started = performance.now();
    try {
      const result = await runImport(
        { csvData: state.text, columnMapping: state.mapping, delimiter: state.delimiter, createCompanies: state.createCompanies },
        (progress) => dispatch({ type: 'progress', progress }),
      );
      dispatch({ type: 'imported', result, elapsedMs: performance.now() - started });
      if (result.imported > 0) {
        void revalidate(keysOf('contacts', 'contact', 'summary'));
        if (result.companiesCreated > 0) void revalidate(keysOf('companies'));
      }
    } catch (error) {
      console.error('[importer] import', error);
      dispatch({ type: 'failed', error: messageOf(error, 'Failed to import contacts') });
    }
  }, [revalidate, state.createCompanies, state.delimiter, state.mapping, state.text]);

  return {
    state,
    selectFile,
    changeDelimiter,
    setTarget,
    setCreateCompanies: (value: boolean) => dispatch({ type: 'createCompanies', value }),
    startImport,
    back: () => {
      counting.current?.();
      dispatch({ type: 'back' });
    },
    restart: () => dispatch({ type: 'restart' }),
    showError: (error: string) => dispatch({ type: 'failed', error }),
    dismissError: () => dispatch({ type: 'dismissError' }),
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
