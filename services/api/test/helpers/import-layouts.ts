// Files as other tools export them, imported as the wizard would: preview, check the suggested
// mapping, import with it, read back what was stored.
import type { TestApp } from './app';
import { importJobsApi } from './import-jobs';
import { importApi, type Mapping } from './imports';

export type Stored = { first: string; last: string; email: string; phone: string | null; company: string | null; tags: string | null };

/** An empty organisation per test, and importAsSuggested. */
export function layoutImporter(t: TestApp) {
  const api = importApi(t);
  const jobs = importJobsApi(t);
  return {
    async clear() {
      await api.scope.deleteFrom('contacts').execute();
      await api.scope.deleteFrom('companies').execute();
    },
    /** Previews the file as the wizard does, checks the suggestion, imports with it and returns what was stored. */
    async importAsSuggested(file: Buffer | string, expected: Mapping): Promise<Stored[]> {
      const preview = await jobs.preview(file, '?complete=true');
      expect(preview.statusCode).toBe(200);
      const { suggestedMapping } = preview.json().data as { suggestedMapping: Mapping };
      expect(suggestedMapping).toEqual(expected);
      const job = await jobs.run(file, { columnMapping: suggestedMapping });
      expect([job.status, job.failed, job.errors]).toEqual(['done', 0, []]);
      return (await api.contacts()).map(({ first, last, email, phone, company, tags }) => ({ first, last, email: email!, phone, company, tags }));
    },
  };
}
