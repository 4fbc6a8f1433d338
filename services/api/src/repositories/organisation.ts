import type { OrganisationSummary } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';

export function organisationRepository(scope: TenantScope) {
  return {
    /** Live (not soft-deleted) contacts and companies, and pipelines, of the scope's organisation. */
    async summary(): Promise<OrganisationSummary> {
      const contacts = await scope
        .selectFrom('contacts')
        .where('deleted_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const companies = await scope
        .selectFrom('companies')
        .where('deleted_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const pipelines = await scope
        .selectFrom('pipelines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { contacts: Number(contacts.n), companies: Number(companies.n), pipelines: Number(pipelines.n) };
    },
  };
}
