import type { TenancyCase } from '../helpers/tenancy';

/** Import/export routes: they answer about the request (or a fixed file), never about stored data. */
export const importExportCases: TenancyCase[] = [
  {
    route: 'POST /import-export/preview',
    url: () => '/import-export/preview',
    body: () => ({ csvData: 'first,last,email\nBo,Bee,bo@b.test\n' }),
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.totalRows).toBe(1);
    },
  },
  {
    route: 'GET /import-export/template',
    url: () => '/import-export/template',
    expect: (res) => expect(res.statusCode).toBe(200),
  },
];
