import type { TenancyCase } from '../helpers/tenancy';
import { multipartBody } from '../helpers/multipart';
import { csvRecords, unzipSync } from '../helpers/org-archive';
import { LEAK_MARKER } from '../helpers/seed';

/**
 * An organisation's export and import: B's owner exports B (every entry unpacked and searched for
 * A's ids, since the CSVs are compressed), makes a link for B, and an import into B leaves A as
 * it was (the suite's snapshot).
 */
export const organisationExportCases: TenancyCase[] = [
  {
    route: 'GET /organisation/export',
    url: () => '/organisation/export',
    expect: (res, { ids }) => {
      expect(res.statusCode).toBe(200);
      const entries = unzipSync(res.rawPayload);
      expect(entries.has('contacts.csv')).toBe(true);
      // No cell of B's archive is one of A's ids (A's texts may be B's own by now: other cases sent them to B).
      const secrets = new Set(Object.values(ids));
      for (const [name, data] of entries) {
        if (!name.endsWith('.csv')) continue;
        const cells = csvRecords(data).flatMap((row) => Object.values(row));
        expect([name, cells.filter((cell) => secrets.has(cell))]).toEqual([name, []]);
      }
      expect([...entries.keys()].filter((name) => [...secrets].some((id) => name.includes(id)))).toEqual([]);
      expect(JSON.parse(entries.get('manifest.json')!.toString('utf8')).organisation).toBe('org-b');
    },
  },
  {
    route: 'POST /organisation/export/links',
    url: () => '/organisation/export/links',
    expect: (res) => expect(res.statusCode).toBe(201),
  },
  {
    route: 'POST /organisation/import',
    url: () => '/organisation/import',
    raw: () => multipartBody([{ filename: 'export.zip', data: Buffer.from(`PK ${LEAK_MARKER}`) }]),
    expect: (res) => expect([res.statusCode, res.json().code]).toEqual([400, 'org_import_not_zip']),
  },
];
