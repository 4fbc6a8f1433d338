import type { ImportPreview, ImportResult } from '@meridian/shared/model';
import type { ColumnMapping } from '../utils/columnTargets';
import type { ImportProgressState } from '../utils/runImport';

export type WizardStep = 'upload' | 'map' | 'import' | 'results';

export interface WizardState {
  step: WizardStep;
  file?: File;
  /** The whole file as text, sent by the import. */
  text?: string;
  preview?: ImportPreview;
  delimiter: string;
  mapping: ColumnMapping;
  createCompanies: boolean;
  /** The file's data rows, counted in the background; undefined while counting. */
  rowCount?: number;
  /** Reading or previewing the chosen file. */
  reading: boolean;
  /** SPEC §5 'Processing large file ...' while a big file is read. */
  notice?: string;
  progress?: ImportProgressState;
  result?: ImportResult;
  elapsedMs?: number;
  error?: string;
}

export type WizardAction =
  | { type: 'reading'; notice?: string }
  | { type: 'previewed'; file: File; text: string; preview: ImportPreview; delimiter: string; mapping: ColumnMapping }
  | { type: 'failed'; error: string }
  | { type: 'counted'; rowCount: number | undefined }
  | { type: 'target'; mapping: ColumnMapping }
  | { type: 'createCompanies'; value: boolean }
  | { type: 'importing' }
  | { type: 'progress'; progress: ImportProgressState }
  | { type: 'imported'; result: ImportResult; elapsedMs: number }
  | { type: 'back' }
  | { type: 'restart' }
  | { type: 'dismissError' };

export const initialWizardState: WizardState = {
  step: 'upload',
  delimiter: ',',
  mapping: {},
  createCompanies: true,
  reading: false,
};

/** SPEC §4 Import wizard: the steps and what moves between them. */
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
        text: action.text,
        preview: action.preview,
        delimiter: action.delimiter,
        mapping: action.mapping,
        rowCount: undefined,
        error: undefined,
      };
    case 'failed':
      // A failed import goes back to Map Columns; a failed read or preview stays where it is.
      return { ...state, step: state.step === 'import' ? 'map' : state.step, reading: false, notice: undefined, progress: undefined, error: action.error };
    case 'counted':
      return { ...state, rowCount: action.rowCount };
    case 'target':
      return { ...state, mapping: action.mapping };
    case 'createCompanies':
      return { ...state, createCompanies: action.value };
    case 'importing':
      return { ...state, step: 'import', progress: undefined, error: undefined };
    case 'progress':
      return state.step === 'import' ? { ...state, progress: action.progress } : state;
    case 'imported':
      return { ...state, step: 'results', result: action.result, elapsedMs: action.elapsedMs, progress: undefined };
    case 'back':
      return { ...initialWizardState, createCompanies: state.createCompanies };
    case 'restart':
      return initialWizardState;
    case 'dismissError':
      return { ...state, error: undefined };
  }
}
