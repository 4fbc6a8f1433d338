import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CompanyDuplicatesAnswer,
  ContactDuplicatesAnswer,
  DUPLICATE_GROUP_SHOWN,
  DuplicateCounts,
  DuplicateListQuery,
  type CompanyDuplicateReason,
  type ContactDuplicateReason,
} from '@meridian/contract';
import { seenOwner } from '../../db/record-access';
import { versionedLists } from '../../http/versioned-lists';
import type { DuplicateTable } from '../../repositories/duplicate-candidates';
import { candidatesOf, groupCompanies, groupContacts, visibleGroups, type GroupRef } from '../../repositories/duplicate-groups';
import { errorResponses } from '../route-options';
import { withStages } from '../contacts/with-stages';
import { mergeRoutes } from './merge';

/**
 * The duplicate finder (docs/ARCHITECTURE.md §5 "Duplicates and merge"): groups of live records
 * sharing a key, as the caller sees them, a page at a time, and their counts for the sidebar.
 * The organisation's candidate keys are worked out once per data version (every viewer shares
 * them), each viewer's groups once per version too (a member under owners_only has their own);
 * every page of the list and the counts read those.
 */
export const duplicatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const candidates = versionedLists<Map<string, string[]>>();
  const groups = versionedLists<GroupRef[]>();

  function groupsOf(request: FastifyRequest, table: DuplicateTable): Promise<GroupRef[]> {
    const org = request.user.orgSlug;
    const version = request.dataVersion;
    const { scope } = request;
    return groups.get(`${org}\n${table}\n${seenOwner(request.recordRule) ?? ''}`, version, async () =>
      visibleGroups(scope, table, await candidates.get(`${org}\n${table}`, version, () => candidatesOf(scope, table))),
    );
  }

  function pageOf<T>(all: readonly T[], query: DuplicateListQuery) {
    const start = (query.page - 1) * query.limit;
    const pagination = { totalCount: all.length, page: query.page, limit: query.limit, pages: Math.ceil(all.length / query.limit) };
    return { slice: all.slice(start, start + query.limit), pagination };
  }

  app.get(
    '/contacts/duplicates',
    {
      config: { role: 'readonly', cacheAnswer: true },
      schema: {
        tags: ['contacts'],
        operationId: 'listContactDuplicates',
        summary: 'Groups of live contacts sharing an email, phone digits or a name at a company, by reason then key',
        querystring: DuplicateListQuery,
        response: { 200: ContactDuplicatesAnswer, ...errorResponses() },
      },
    },
    async (request) => {
      const { slice, pagination } = pageOf(await groupsOf(request, 'contacts'), request.query);
      // The groups' records at once: on PostgreSQL, round trips side by side.
      const groups = await Promise.all(
        slice.map(async (group) => ({
          reason: group.reason as ContactDuplicateReason,
          key: group.key,
          size: group.size,
          contacts: await withStages(request.scope, await groupContacts(request.scope, group, DUPLICATE_GROUP_SHOWN)),
        })),
      );
      return { groups, pagination };
    },
  );

  app.get(
    '/companies/duplicates',
    {
      config: { role: 'readonly', cacheAnswer: true },
      schema: {
        tags: ['companies'],
        operationId: 'listCompanyDuplicates',
        summary: 'Groups of live companies sharing a name or a website domain, by reason then key',
        querystring: DuplicateListQuery,
        response: { 200: CompanyDuplicatesAnswer, ...errorResponses() },
      },
    },
    async (request) => {
      const { slice, pagination } = pageOf(await groupsOf(request, 'companies'), request.query);
      const groups = await Promise.all(
        slice.map(async (group) => ({
          reason: group.reason as CompanyDuplicateReason,
          key: group.key,
          size: group.size,
          companies: await groupCompanies(request.scope, group, DUPLICATE_GROUP_SHOWN),
        })),
      );
      return { groups, pagination };
    },
  );

  app.get(
    '/duplicates/counts',
    {
      config: { role: 'readonly', cacheAnswer: true },
      schema: {
        tags: ['contacts', 'companies'],
        operationId: 'countDuplicates',
        summary: 'How many groups of duplicate contacts and companies the caller sees (the sidebar badge)',
        response: { 200: DuplicateCounts, ...errorResponses() },
      },
    },
    async (request) => {
      const contacts = await groupsOf(request, 'contacts');
      const companies = await groupsOf(request, 'companies');
      return { contacts: contacts.length, companies: companies.length };
    },
  );

  await app.register(mergeRoutes);
};
