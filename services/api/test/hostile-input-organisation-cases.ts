// Hostile input on an organisation's export and import (hostile-input-cases.ts takes them in). The
// organisation a case runs on is seeded, so a valid archive is refused 409 (not empty) and
// nothing changes; hostile archives themselves (bombs, traversal, formats): test/organisation-import.test.ts.
import type { HostileCase } from './helpers/hostile';
import { multipartBody } from './helpers/multipart';
import { storedZipSync } from './helpers/org-archive';

export const organisationHostileCases: HostileCase[] = [
  { route: 'POST /organisation/export/links', status: 201 },
  {
    route: 'POST /organisation/import',
    raw: () =>
      multipartBody([
        { filename: 'export.zip', data: storedZipSync({ 'manifest.json': JSON.stringify({ format: 1, counts: {} }) }), contentType: 'application/zip' },
      ]),
    status: 409,
    bodyLimit: 'elsewhere',
  },
];
