// Every route module of the API. Feature issues append theirs here (and add their cases to
// test/tenancy-cases.ts, or the tenancy suite fails).
import type { FastifyPluginAsync } from 'fastify';
import { activitiesRoutes } from './activities';
import { auditRoutes } from './audit';
import { calendarRoutes } from './calendar';
import { companiesRoutes } from './companies';
import { contactsRoutes } from './contacts';
import { duplicatesRoutes } from './duplicates';
import { healthRoutes } from './health';
import { importExportRoutes } from './import-export';
import { importsRoutes } from './imports';
import { meRoutes } from './me';
import { notificationsRoutes } from './notifications';
import { membersRoutes } from './members';
import { organisationRoutes } from './organisation';
import { pipelineRoutes } from './pipeline';
import { teamRoutes } from './team';
import { viewsRoutes } from './views';
import { dashboardRoutes } from './dashboard';
import { trashRoutes } from './trash';

export const routeModules: FastifyPluginAsync[] = [
  healthRoutes,
  meRoutes,
  organisationRoutes,
  membersRoutes,
  teamRoutes,
  contactsRoutes,
  companiesRoutes,
  duplicatesRoutes,
  pipelineRoutes,
  importExportRoutes,
  importsRoutes,
  auditRoutes,
  activitiesRoutes,
  notificationsRoutes,
  calendarRoutes,
  viewsRoutes,
  dashboardRoutes,
  trashRoutes,
];
