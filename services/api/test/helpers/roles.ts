// The route × role table of docs/ARCHITECTURE.md §5 ("Roles"), read as the roles test needs it,
// and the check that the OpenAPI document, the routes' configs and the table agree.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '@meridian/contract';

const ARCHITECTURE = path.join(__dirname, '..', '..', '..', '..', 'docs', 'ARCHITECTURE.md');
const COLUMNS = ['Owner', 'Admin', 'Member', 'Read-only'];

export interface RoleRow {
  /** "GET /contacts/:id" */
  route: string;
  /** The roles with ✓, strongest first. */
  allowed: Role[];
  /** The weakest role with ✓. */
  minimum: Role;
  /** A public route (every cell "public"): no token, every role and no one reach it. */
  public?: boolean;
}

/** The table's rows; throws on a malformed table (columns, cells, a ✓ for a role but not a stronger one). */
export function readRoleTable(text = fs.readFileSync(ARCHITECTURE, 'utf8')): RoleRow[] {
  const start = text.indexOf('\n### Roles\n');
  if (start < 0) throw new Error('docs/ARCHITECTURE.md has no "### Roles" section');
  const section = text.slice(start + 1).split(/\n##/)[0]!;
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const header = lines[0]
    ?.split('|')
    .slice(2, -1)
    .map((c) => c.trim());
  if (JSON.stringify(header) !== JSON.stringify(COLUMNS)) throw new Error(`the roles table's columns are ${JSON.stringify(header)}`);
  return lines.slice(2).map((line) => {
    const [first, ...cells] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const route = /^`((?:GET|POST|PUT|PATCH|DELETE) \/\S*)`$/.exec(first ?? '')?.[1];
    if (route && cells.length === 4 && cells.every((c) => c === 'public')) return { route, allowed: [...ROLES], minimum: 'readonly' as Role, public: true };
    if (!route || cells.length !== 4 || cells.some((c) => c !== '✓' && c !== '—')) throw new Error(`malformed roles row: ${line}`);
    const allowed = ROLES.filter((_role, i) => cells[i] === '✓');
    const minimum = allowed.at(-1);
    if (!minimum || allowed.length !== ROLES.indexOf(minimum) + 1) throw new Error(`${route}: a role is allowed but a stronger one is not`);
    return { route, allowed, minimum };
  });
}

/** Authenticated operations of the served OpenAPI document, as "GET /contacts/:id". */
export function openApiRoutes(app: FastifyInstance): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  return Object.entries(doc.paths).flatMap(([url, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => !(Array.isArray(op.security) && op.security.length === 0)) // public
      .map(([method]) => `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

/** What is wrong between the document, the routes' configs and the table (empty: they agree). */
export function roleTableProblems(app: FastifyInstance, rows: readonly RoleRow[]): string[] {
  const problems: string[] = [];
  const configured = new Map(app.routeCatalog.filter((r) => !r.public).map((r) => [`${r.method} ${r.url}`, r.role]));
  const documented = openApiRoutes(app);
  for (const route of new Set([...documented, ...configured.keys()])) {
    const matching = rows.filter((row) => row.route === route);
    if (matching.length !== 1) problems.push(`${route}: ${matching.length} rows in the roles table of docs/ARCHITECTURE.md §5`);
    if (!documented.includes(route)) problems.push(`${route}: not in the OpenAPI document`);
    if (!configured.has(route)) problems.push(`${route}: documented but not in the route catalogue`);
    else if (!configured.get(route)) problems.push(`${route}: declares no role (config: { role })`);
    else if (matching.length === 1 && configured.get(route) !== matching[0]!.minimum) {
      problems.push(`${route}: config says ${configured.get(route)}, the table ${matching[0]!.minimum}`);
    }
  }
  const publicRoutes = new Set(app.routeCatalog.filter((r) => r.public).map((r) => `${r.method} ${r.url}`));
  for (const row of rows) {
    if (row.public) {
      if (!publicRoutes.has(row.route)) problems.push(`${row.route}: a public row for a route that is not public`);
    } else if (!configured.has(row.route)) problems.push(`${row.route}: a row for a route that does not exist`);
  }
  return problems;
}
