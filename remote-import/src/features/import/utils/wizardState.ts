import type { ImportExisting, ImportFilePreview, ImportJob } from '@meridian/shared/model';
import type { ColumnMapping } from '../utils/columnTargets';
import type { ImportProgressState } from '../utils/importProgress';
import type { ReadChoices } from '../utils/readingOptions';

export type WizardStep = 'upload' | 'map' | 'import' | 'results';

export interface WizardState {
  step: WizardStep;
  /** The chosen file; absent when the page resumed an import started elsewhere. */
  file?: File;
  preview?: ImportFilePreview;
  /** Encoding, delimiter and header row the user picked; the others are the preview's detection. */
  choices: ReadChoices;
  mapping: ColumnMapping;
  createCompanies: boolean;
  existing: ImportExisting;
  /** The file's data rows; undefined while counting. */
  rowCount?: number;
  /** Reading or previewing the chosen file. */
  reading: boolean;
  /** docs/PRODUCT.md §5 'Processing large file ...' while a big file is previewed. */
  notice?: string;
  progress?: ImportProgressState;
  /** The import that ended (Results). */
  job?: ImportJob;
  error?: string;
}

export type WizardAction =
  | { type: 'reading'; notice?: string }
  | { type: 'previewed'; file: File; preview: ImportFilePreview; choices: ReadChoices; mapping: ColumnMapping }
  | { type: 'failed'; error: string }
  | { type: 'alert'; error: string }
  | { type: 'counted'; rowCount: number | undefined }
  | { type: 'target'; mapping: ColumnMapping }
  | { type: 'createCompanies'; value: boolean }
  | { type: 'existing'; value: ImportExisting }
  | { type: 'importing' }
  | { type: 'uploading'; loaded: number; total: number }
  | { type: 'job'; job: ImportJob }
  | { type: 'resumed'; job: ImportJob }
  | { type: 'finished'; job: ImportJob }
  | { type: 'stopped' }
  | { type: 'back' }
  | { type: 'restart' }
  | { type: 'dismissError' };

export const initialWizardState: WizardState = {
  step: 'upload',
  choices: {},
  mapping: {},
  createCompanies: true,
  existing: 'skip',
  reading: false,
};

/** Where an import that did not finish returns to: Map Columns with the file, else Upload. */
const stepBeforeImport = (state: WizardState): WizardStep => (state.file && state.preview ? 'map' : 'upload');

/** docs/PRODUCT.md §4 Import wizard: the steps and what moves between them. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'reading':
      return { ...state, reading: true, notice: action.notice, error: undefined };
    case 'previewed':
      return {
        ...state,
        step: 'map',
        reading: false,
        notice: undefined,
        file: action.file,
        preview: action.preview,
        choices: action.choices,
        mapping: action.mapping,
        rowCount: undefined,
        error: undefined,
      };
    case 'failed':
      // A failed import goes back to Map Columns; a failed read or preview stays where it is.
      return {
        ...state,
        step: state.step === 'import' ? stepBeforeImport(state) : state.step,
        reading: false,
        notice: undefined,
        progress: undefined,
        error: action.error,
      };
    case 'alert':
      return { ...state, error: action.error };
    case 'counted':
      return { ...state, rowCount: action.rowCount };
    case 'target':
      return { ...state, mapping: action.mapping };
    case 'createCompanies':
      return { ...state, createCompanies: action.value };
    case 'existing':
      return { ...state, existing: action.value };
    case 'importing':
      return { ...state, step: 'import', progress: undefined, job: undefined, error: undefined };
    case 'uploading':
      return state.step === 'import' ? { ...state, progress: { stage: 'upload', loaded: action.loaded, total: action.total } } : state;
    case 'job':
      return state.step === 'import' ? { ...state, progress: { stage: 'job', job: action.job } } : state;
    case 'resumed':
      // Only a page that has not started anything of its own shows an import found on opening.
      if (state.step !== 'upload' || state.reading || state.file) return state;
      return { ...state, step: 'import', progress: { stage: 'job', job: action.job } };
    case 'finished':
      return { ...state, step: 'results', job: action.job, progress: undefined };
    case 'stopped':
      return { ...state, step: stepBeforeImport(state), progress: undefined };
    case 'back':
      return { ...initialWizardState, createCompanies: state.createCompanies, existing: state.existing };
    case 'restart':
      return initialWizardState;
    case 'dismissError':
      return { ...state, error: undefined };
  }
}
