import { useReducer } from 'react';
import type { ImportExisting } from '@meridian/shared/model';
import { assignTarget, type ColumnTarget } from '../utils/columnTargets';
import { useFilePreview } from './useFilePreview';
import { useImportRun } from './useImportRun';
import { useResumeImport } from './useResumeImport';
import { useRowCount } from './useRowCount';
import { initialWizardState, wizardReducer } from '../utils/wizardState';

/** The import wizard's state and its actions (docs/PRODUCT.md §2, §4, §5, §8; deviation 9). */
export function useImportWizard() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const rows = useRowCount(dispatch);
  const { selectFile, changeReading } = useFilePreview(state, dispatch, rows.count);
  const { startImport, cancelImport } = useImportRun(state, dispatch);
  useResumeImport(dispatch);

  return {
    state,
    selectFile,
    changeReading,
    setTarget: (header: string, target: ColumnTarget) => dispatch({ type: 'target', mapping: assignTarget(state.mapping, header, target) }),
    setCreateCompanies: (value: boolean) => dispatch({ type: 'createCompanies', value }),
    setExisting: (value: ImportExisting) => dispatch({ type: 'existing', value }),
    startImport,
    cancelImport,
    back: () => {
      rows.cancel();
      dispatch({ type: 'back' });
    },
    restart: () => dispatch({ type: 'restart' }),
    showError: (error: string) => dispatch({ type: 'alert', error }),
    dismissError: () => dispatch({ type: 'dismissError' }),
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
