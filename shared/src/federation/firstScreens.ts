// What each section's first screen loads: its federated module and its first API
// requests, under the same SWR keys the section's own hooks use. The shell starts them while the
// remote is still loading (host/src/features/federation/startFirstScreen.ts); the remote's hook
// then takes the answer from the cache's early requests instead of asking again
// (SwrCache.startEarly). Beside FederatedModules because it is the same kind of contract between
// the shell and the remotes: the shell knows no remote's internals, and each remote's tests check
// that its hook asks for exactly these keys.
import {
  activitiesApi,
  attachmentsApi,
  auditApi,
  companiesApi,
  contactsApi,
  DASHBOARD_CHARTS,
  dashboardApi,
  dashboardQuery,
  duplicatesApi,
  keys,
  notesApi,
  organisationApi,
  pipelineApi,
  teamApi,
  viewsApi,
  type ActivityListQuery,
} from '@meridian/shared/api';
import { swrCache, type SwrCache } from '@meridian/shared/data';
import { ACTIVITY_SECTIONS, type ActivitySection, type Contact, type MeAnswer, type PipelineListAnswer } from '@meridian/contract';
import { currentTimeZone } from '@meridian/shared/format';
import { preloadFederated } from './FederatedComponent';
import type { FederatedModules } from './modules';

/** One request of a first screen, and the requests that need its answer. */
export interface FirstRequest {
  /** The SWR key the section's hook caches this answer under. */
  key: readonly unknown[];
  fetch: () => Promise<unknown>;
  then?: (answer: unknown) => FirstRequest[];
  /** Federated modules the screen shows because of this answer (e.g. a contact's deal editor), loaded meanwhile. */
  modules?: (answer: unknown) => (keyof FederatedModules)[];
}

export interface FirstScreen {
  module: keyof FederatedModules;
  requests: FirstRequest[];
}

/** The contacts list's first page (docs/PRODUCT.md §9: 50 a page, by name A–Z), optionally of one company. */
export const CONTACTS_FIRST_PAGE = { sort_by: 'name', sort_order: 'asc', page: 1, limit: 50 } as const;
/** The companies list's first page (docs/PRODUCT.md §9: 20 a page, by name A–Z). */
export const COMPANIES_FIRST_PAGE = { sort_by: 'name', sort_order: 'asc', page: 1, limit: 20 } as const;
/** Cards per column on a board's first load. */
export const BOARD_FIRST_PAGE = 50;

/** Duplicate groups a Duplicates page loads first and on each "Load more". */
export const DUPLICATES_PAGE = 20;
/** The first page of a Duplicates page's groups. */
export const DUPLICATES_FIRST_PAGE = { page: 1, limit: DUPLICATES_PAGE } as const;

/**
 * A Duplicates page (/contacts/duplicates, /companies/duplicates): its first page of groups and
 * the members (each record's owner).
 */
function duplicatesRequests(section: 'contacts' | 'companies'): FirstRequest[] {
  const groups: FirstRequest =
    section === 'contacts'
      ? { key: keys.contactDuplicates(DUPLICATES_FIRST_PAGE), fetch: () => duplicatesApi.contacts(DUPLICATES_FIRST_PAGE) }
      : { key: keys.companyDuplicates(DUPLICATES_FIRST_PAGE), fetch: () => duplicatesApi.companies(DUPLICATES_FIRST_PAGE) };
  return [groups, { key: keys.members(), fetch: () => organisationApi.members() }];
}

/** Activities per section of My Work on its first load and per "Load more". */
export const MY_WORK_PAGE = 20;

/** The first page of one My Work section: `assigneeId`'s activities of `section`, days counted in `tz`. */
export function myWorkSectionQuery(assigneeId: string, section: ActivitySection, tz: string): ActivityListQuery {
  return { assignee_id: assigneeId, section, tz, offset: 0, limit: MY_WORK_PAGE };
}

/**
 * My Work (/my-work): whose work it shows is the signed-in member's (their id from GET /me, which
 * the permissions read too): its counts and each section's first page in the member's zone; the
 * activity types (a custom type's name) and the members (the "Whose work" filter, assignees).
 */
function myWorkRequests(): FirstRequest[] {
  const then = (answer: unknown): FirstRequest[] => {
    const me = (answer as MeAnswer).user.id;
    const tz = currentTimeZone();
    const counts = { assignee_id: me, tz };
    return [
      { key: keys.activityCounts(counts), fetch: () => activitiesApi.counts(counts) },
      ...ACTIVITY_SECTIONS.map((section) => {
        const query = myWorkSectionQuery(me, section, tz);
        return { key: keys.activities(query), fetch: () => activitiesApi.list(query) };
      }),
    ];
  };
  return [
    { key: keys.me(), fetch: () => teamApi.me(), then },
    { key: keys.activityTypes(), fetch: () => activitiesApi.types() },
    { key: keys.members(), fetch: () => organisationApi.members() },
  ];
}

/** A board's first load, as `keys.board(id)` caches it. */
export function boardRequest(pipelineId: string): FirstRequest {
  return { key: keys.board(pipelineId), fetch: () => pipelineApi.board(pipelineId, BOARD_FIRST_PAGE) };
}

/** The pipelines, then the board of the one the page shows: the URL's, else the default one. */
function pipelineRequests(pipelineId: string | undefined): FirstRequest[] {
  const then = (answer: unknown) => {
    const { pipelines } = answer as PipelineListAnswer;
    const shown = pipelineId ? pipelines.find((p) => p.id === pipelineId) : pipelines.find((p) => p.isDefault);
    return shown ? [boardRequest(shown.id)] : [];
  };
  return [{ key: keys.pipelines(), fetch: () => pipelineApi.list(), then }];
}

/**
 * A contact's detail page (docs/PRODUCT.md §2 Contact detail): the contact; its notes and files (their
 * counts are on the tabs); its pipeline history (the Overview's Recent Activity) or its timeline's
 * first page (the Activity tab); on the Overview and the Activity tab, the members (the owner's
 * name, an owner change); on the Overview, for a contact in a pipeline, its entries (the Deal
 * section's stages, then each entry's deal) and the pipeline remote's editor of them. `tab` is the page's `?tab=`.
 */
function contactDetailRequests(contactId: string, tab: string | null): FirstRequest[] {
  const overview = !tab || !['notes', 'files', 'activity'].includes(tab);
  const contact: FirstRequest = { key: keys.contact(contactId), fetch: () => contactsApi.get(contactId) };
  if (overview) {
    const inPipeline = (answer: unknown) => !!(answer as Contact).stage_id;
    contact.then = (answer) => (inPipeline(answer) ? [{ key: keys.pipelineStatus(contactId), fetch: () => pipelineApi.status(contactId) }] : []);
    contact.modules = (answer) => (inPipeline(answer) ? ['pipeline/DealEditor'] : []);
  }
  return [
    contact,
    { key: keys.notes(contactId), fetch: () => notesApi.list(contactId) },
    { key: keys.attachments(contactId), fetch: () => attachmentsApi.list(contactId) },
    ...(overview ? [{ key: keys.history(contactId), fetch: () => pipelineApi.history(contactId) }] : []),
    ...(tab === 'activity' ? [{ key: keys.contactTimeline(contactId), fetch: () => auditApi.contactTimeline(contactId) }] : []),
    ...(overview || tab === 'activity' ? [{ key: keys.members(), fetch: () => organisationApi.members() }] : []),
  ];
}

/**
 * The dashboard (/dashboard): every chart over the URL's filter, the pipelines and the members (its
 * filter's choices). With `?owner=` the charts wait for the page: 'me' is the member's id, known there.
 */
function dashboardRequests(params: URLSearchParams): FirstRequest[] {
  const query = dashboardQuery({ pipelineId: params.get('pipeline'), from: params.get('from'), to: params.get('to') });
  const charts: FirstRequest[] = params.get('owner')
    ? []
    : DASHBOARD_CHARTS.map((chart) => ({ key: keys.dashboard(chart, query), fetch: () => dashboardApi.chart(chart, query) }));
  return [...charts, { key: keys.pipelines(), fetch: () => pipelineApi.list() }, { key: keys.members(), fetch: () => organisationApi.members() }];
}

/** The id in /contacts/{id} as the router hands it to the page (decoded, trimmed); null for none. */
function contactIdOf(segment: string): string | null {
  try {
    return decodeURIComponent(segment).trim() || null;
  } catch {
    return null;
  }
}

/** The first screen at `pathname` (+ `search`); null for the shell's own pages. */
export function firstScreenOf(pathname: string, search = ''): FirstScreen | null {
  const [, section = '', rest = '', extra] = pathname.replace(/\/+$/, '').split('/');
  const params = new URLSearchParams(search);
  switch (section) {
    case 'contacts': {
      if (rest === 'duplicates' && extra === undefined) return { module: 'contacts/routes', requests: duplicatesRequests('contacts') };
      if (rest) {
        const contactId = extra === undefined ? contactIdOf(rest) : null;
        return { module: 'contacts/routes', requests: contactId ? contactDetailRequests(contactId, params.get('tab')) : [] };
      }
      const companyId = params.get('company_id')?.trim() || undefined;
      const query = { ...CONTACTS_FIRST_PAGE, company_id: companyId };
      // The saved views beside the built-in view's first page: the page waits for them (its default view).
      return {
        module: 'contacts/routes',
        requests: [
          { key: keys.contacts(query), fetch: () => contactsApi.list(query) },
          { key: keys.views('contacts'), fetch: () => viewsApi.list('contacts') },
        ],
      };
    }
    case 'companies':
      if (rest === 'duplicates' && extra === undefined) return { module: 'companies/routes', requests: duplicatesRequests('companies') };
      return {
        module: 'companies/routes',
        requests: rest
          ? []
          : [
              { key: keys.companies(COMPANIES_FIRST_PAGE), fetch: () => companiesApi.list(COMPANIES_FIRST_PAGE) },
              { key: keys.views('companies'), fetch: () => viewsApi.list('companies') },
            ],
      };
    case 'pipeline':
      return { module: 'pipeline/routes', requests: extra === undefined ? pipelineRequests(rest ? decodeURIComponent(rest) : undefined) : [] };
    case 'import':
      return { module: 'importer/routes', requests: [] };
    case 'dashboard':
      return { module: 'pipeline/dashboard', requests: rest ? [] : dashboardRequests(params) };
    case 'my-work':
      return { module: 'activities/routes', requests: rest ? [] : myWorkRequests() };
    case 'profile':
    case 'settings':
      return null;
    default:
      // Every other path redirects to /contacts (the shell's routes).
      return firstScreenOf('/contacts');
  }
}

/**
 * Starts `requests` (and those that follow from their answers) as early requests of `cache`, and
 * the federated modules their answers call for. A module that fails to load is forgotten by the
 * loader: the place that renders it loads it again and shows the failure.
 */
export function startFirstRequests(requests: FirstRequest[], cache: SwrCache = swrCache): void {
  for (const request of requests) {
    void cache
      .startEarly(request.key, request.fetch)
      .then((answer) => {
        for (const id of request.modules?.(answer) ?? []) preloadFederated(id).catch(() => undefined);
        startFirstRequests(request.then?.(answer) ?? [], cache);
      })
      .catch(() => undefined);
  }
}
