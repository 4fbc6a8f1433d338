import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import type { ImportFilePreview } from '@meridian/shared/model';
import { t } from '../../../i18n';
import { countCsvRows } from '../utils/countCsvRows';
import { PREVIEW_BYTES } from '../utils/importLimits';
import type { WizardAction } from '../utils/wizardState';

/**
 * The rows detected on Map Columns, before anything is uploaded: the preview's count when it read
 * the whole file, otherwise the file counted in the background in slices by the same CSV reader,
 * as the preview read it (encoding, delimiter, header row).
 */
export function useRowCount(dispatch: Dispatch<WizardAction>) {
  const running = useRef<(() => void) | undefined>(undefined);
  const cancel = useCallback(() => {
    running.current?.();
    running.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  const count = useCallback(
    (file: File, preview: ImportFilePreview) => {
      cancel();
      if (file.size <= PREVIEW_BYTES) return dispatch({ type: 'counted', rowCount: preview.totalRows });
      const run = countCsvRows(file, { delimiter: preview.delimiter, encoding: preview.encoding, headerRow: preview.headerRow });
      running.current = run.cancel;
      run.promise.then(
        (rowCount) => dispatch({ type: 'counted', rowCount }),
        (error) => {
          console.error('[importer] counting rows', error);
          dispatch({ type: 'failed', error: t('import.file.readFailed') });
        },
      );
    },
    [cancel, dispatch],
  );
  return { count, cancel };
}
