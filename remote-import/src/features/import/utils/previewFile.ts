import { importsApi } from '@meridian/shared/api';
import type { ImportFilePreview } from '@meridian/shared/model';
import { PREVIEW_BYTES } from './importLimits';
import type { ReadChoices } from './readingOptions';

/** The server's reading of the file's first 4 MiB (sliced, never read into a string here). */
export async function previewFile(file: File, choices: ReadChoices): Promise<ImportFilePreview> {
  const answer = await importsApi.preview(file.slice(0, PREVIEW_BYTES), { ...choices, complete: file.size <= PREVIEW_BYTES });
  return answer.data;
}
