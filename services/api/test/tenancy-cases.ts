// Organisation isolation cases: one (or more) per authenticated route. The tenancy suite fails
// when a registered route has no entry here. URLs point at organisation A's records; the caller
// is a user of organisation B. See test/helpers/tenancy.ts for the expectations.
import type { TenancyCase } from './helpers/tenancy';
import { activitiesCases } from './tenancy/activities-cases';
import { auditCases } from './tenancy/audit-cases';
import { companyCases } from './tenancy/companies-cases';
import { contactCases } from './tenancy/contacts-cases';
import { dealCases } from './tenancy/deals-cases';
import { duplicatesCases } from './tenancy/duplicates-cases';
import { exchangeRatesCases } from './tenancy/exchange-rates-cases';
import { importExportCases } from './tenancy/import-export-cases';
import { importsCases } from './tenancy/imports-cases';
import { notificationsCases } from './tenancy/notifications-cases';
import { pipelineCases } from './tenancy/pipeline-cases';
import { pipelineShapeCases } from './tenancy/pipeline-shape-cases';
import { preferencesCases } from './tenancy/preferences-cases';
import { teamCases } from './tenancy/team-cases';
import { viewsCases } from './tenancy/views-cases';
import { dashboardCases } from './tenancy/dashboard-cases';
import { trashCases } from './tenancy/trash-cases';
import { organisationExportCases } from './tenancy/organisation-export-cases';

export const tenancyCases: TenancyCase[] = [
  {
    route: 'GET /me',
    url: () => '/me',
    // Describes the caller only: their own organisation, never A.
    expect: (res, { caller }) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: { id: caller.sub, name: caller.name, email: caller.email, orgSlug: caller.org, role: 'owner' },
        // A's settings are not B's: B chose no record access, so the default.
        access: { role: 'owner', record_access: 'everyone_edits' },
      });
    },
  },
  { route: 'GET /organisation/summary', url: () => '/organisation/summary', expect: 'zero' },
  ...contactCases,
  ...companyCases,
  ...duplicatesCases,
  ...pipelineCases,
  ...dealCases,
  ...importExportCases,
  ...importsCases,
  ...preferencesCases,
  ...teamCases,
  ...auditCases,
  ...activitiesCases,
  ...notificationsCases,
  ...viewsCases,
  ...pipelineShapeCases,
  ...exchangeRatesCases,
  ...dashboardCases,
  ...trashCases,
  ...organisationExportCases,
];
