import type { TenancyCase } from '../helpers/tenancy';
import { LEAK_MARKER } from '../helpers/seed';

/** Import/export routes: organisation B imports, polls and exports its own data, never A's. */
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
    route: 'GET /import-export/export',
    url: () => '/import-export/export',
    // Before B imports anything (next case): B's export is the header alone, none of A's contacts.
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('\uFEFFfirst,last,email,phone,company,tags\r\n');
    },
  },
  {
    route: 'GET /import-export/export',
    // A's company id and a word of A's contact: the filters narrow B's contacts, never reach A's.
    url: (ids) => `/import-export/export?company_id=${ids.companyId}&search=${LEAK_MARKER}`,
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('\uFEFFfirst,last,email,phone,company,tags\r\n');
    },
  },
  {
    route: 'POST /import-export/execute',
    url: () => '/import-export/execute',
    // A's contact's email and A's company name: in B neither exists, so the row is imported
    // (an "already exists" error would echo A's email) and B gets a company of its own.
    body: () => ({
      csvData: `first,last,email,company\nBo,Bee,ada@${LEAK_MARKER}.test,Acme ${LEAK_MARKER}\n`,
      columnMapping: { first: 'first', last: 'last', email: 'email', company: 'company' },
      importId: 'org-b-import',
    }),
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ success: true, imported: 1, failed: 0, companiesCreated: 1, footerRows: 0, errors: [] });
    },
  },
  // A has no import of that id; B's own import above is not A's either way.
  { route: 'GET /import-export/progress/:importId', url: () => '/import-export/progress/org-a-import', expect: 'not-found' },
  {
    route: 'GET /import-export/template',
    url: () => '/import-export/template',
    expect: (res) => expect(res.statusCode).toBe(200),
  },
];
