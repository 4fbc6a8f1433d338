import { useCallback, type Dispatch } from 'react';
import { errorText } from '@meridian/shared/api';
import type { ImportFilePreview } from '@meridian/shared/model';
import { t } from '../../../i18n';
import type { ColumnMapping } from '../utils/columnTargets';
import { csvFileProblem, megabytes } from '../utils/csvFile';
import { LARGE_FILE_BYTES } from '../utils/importLimits';
import { previewFile } from '../utils/previewFile';
import type { ReadChoices } from '../utils/readingOptions';
import { initialMapping } from '../utils/rememberedMapping';
import type { WizardAction, WizardState } from '../utils/wizardState';

/** Choosing a file (Upload) and reading it again another way (Map Columns), each through the preview. */
export function useFilePreview(state: WizardState, dispatch: Dispatch<WizardAction>, count: (file: File, preview: ImportFilePreview) => void) {
  const load = useCallback(
    async (file: File, choices: ReadChoices, carried?: ColumnMapping) => {
      try {
        const preview = await previewFile(file, choices);
        dispatch({ type: 'previewed', file, preview, choices, mapping: initialMapping(preview.headers, preview.suggestedMapping, carried) });
        count(file, preview);
      } catch (error) {
        console.error('[importer] preview', error);
        dispatch({ type: 'failed', error: errorText(error, t('import.file.previewFailed'), t('import.error.generic')) });
      }
    },
    [count, dispatch],
  );

  const selectFile = useCallback(
    async (file: File) => {
      const problem = csvFileProblem(file);
      if (problem) return dispatch({ type: 'failed', error: problem });
      const large = file.size > LARGE_FILE_BYTES;
      dispatch({ type: 'reading', notice: large ? t('import.upload.largeFile', { size: megabytes(file.size) }) : undefined });
      await load(file, {});
    },
    [dispatch, load],
  );

  /** A new encoding, delimiter or header row: the sample rows and columns follow it. */
  const changeReading = useCallback(
    (change: ReadChoices) => {
      if (!state.file) return;
      dispatch({ type: 'reading' });
      void load(state.file, { ...state.choices, ...change }, state.mapping);
    },
    [dispatch, load, state.choices, state.file, state.mapping],
  );

  return { selectFile, changeReading };
}
