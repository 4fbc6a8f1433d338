import type { TenancyCase } from '../helpers/tenancy';
import { multipartBody } from '../helpers/multipart';

const options = JSON.stringify({ columnMapping: { first: 'first', last: 'last', email: 'email' } });

/** Import jobs: organisation B previews, uploads and lists its own imports; A's import (seeded) is a 404. */
export const importsCases: TenancyCase[] = [
  {
    route: 'POST /imports/preview',
    url: () => '/imports/preview?complete=true',
    raw: () => ({ payload: 'first,email\nBo,bo@b.test\n', headers: { 'content-type': 'application/octet-stream' } }),
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ headers: ['first', 'email'], totalRows: 1 });
    },
  },
  {
    route: 'POST /imports',
    url: () => '/imports',
    raw: () =>
      multipartBody([
        { field: 'options', filename: '', nameParams: '', contentType: 'text/plain', data: options },
        { field: 'file', filename: 'b.csv', contentType: 'text/csv', data: 'first,last,email\nBo,Bee,bo-job@b.test\n' },
      ]),
    expect: (res) => expect(res.statusCode).toBe(202),
  },
  {
    route: 'GET /imports',
    url: () => '/imports',
    // B's own imports (the upload above, the execute of import-export-cases), never A's.
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().imports.map((job: { fileName: string }) => job.fileName)).toEqual(['b.csv', 'import.csv']);
    },
  },
  { route: 'GET /imports/:id', url: (ids) => `/imports/${ids.importId}`, expect: 'not-found' },
  { route: 'GET /imports/:id/errors', url: (ids) => `/imports/${ids.importId}/errors`, expect: 'not-found' },
  { route: 'POST /imports/:id/cancel', url: (ids) => `/imports/${ids.importId}/cancel`, expect: 'not-found' },
];
