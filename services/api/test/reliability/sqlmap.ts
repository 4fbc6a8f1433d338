// C: Debian's sqlmap against the search, filter, sort and paging parameters of the list routes,
// as a signed-in user of one organisation while another organisation holds the data worth
// stealing. Passes when sqlmap reports every tested parameter as not injectable and the API
// never answered 5xx. Skipped (a failed check) when sqlmap is not installed: .ci/run installs it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApi, type ApiChild } from './api-child';
import type { Checks } from './checks';
import type { ScratchDatabase } from './scratch-db';

const ATTACKER = 'sqlmap-attacker';
const VICTIM = 'sqlmap-victim';
const SQLMAP_LIMIT_MS = 4 * 60_000;

interface Target {
  name: string;
  url: string;
  params: string;
}

function sqlmap(target: Target, headers: Record<string, string>, outputDir: string): Promise<string> {
  const args = [
    '-u',
    target.url,
    '-p',
    target.params,
    '--batch',
    '--level=2',
    '--risk=1',
    '--threads=4',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    `--headers=${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\\n')}`,
  ];
  return new Promise((resolve) => {
    execFile('sqlmap', args, { timeout: SQLMAP_LIMIT_MS, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve(`${stdout}\n${stderr}${error && !stdout ? `\n${error.message}` : ''}`);
    });
  });
}

async function seed(api: ApiChild): Promise<{ companyId: string }> {
  await api.call(VICTIM, 'POST', '/contacts', { first: 'Secret', last: 'Victim', email: 'secret@victim.test' });
  const company = await api.call(ATTACKER, 'POST', '/companies', { name: 'Acme' });
  for (const [first, last] of [
    ['Ada', 'Lovelace'],
    ['Alan', 'Turing'],
    ['Grace', 'Hopper'],
  ]) {
    await api.call(ATTACKER, 'POST', '/contacts', { first, last, email: `${first.toLowerCase()}@acme.test`, company_id: company.body.id });
  }
  return { companyId: company.body.id };
}

export async function sqlmapTest(checks: Checks, db: ScratchDatabase): Promise<void> {
  const installed = await new Promise<boolean>((resolve) => execFile('sqlmap', ['--version'], (error) => resolve(!error)));
  if (!checks.check('sqlmap: installed (apt-get install sqlmap)', installed)) return;

  const api = await startApi(db.options, [ATTACKER, VICTIM]);
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-sqlmap-'));
  try {
    const { companyId } = await seed(api);
    const targets: Target[] = [
      {
        name: 'contacts list',
        url: `${api.base}/contacts?search=ada&sort_by=name&sort_order=asc&page=1&limit=50`,
        params: 'search,sort_by,sort_order,page,limit',
      },
      { name: 'contacts of a company', url: `${api.base}/contacts?company_id=${companyId}&page=1`, params: 'company_id' },
      { name: 'companies list', url: `${api.base}/companies?search=acme&page=1&limit=20`, params: 'search,page,limit' },
    ];
    for (const target of targets) {
      const t0 = Date.now();
      const output = await sqlmap(target, api.headers(ATTACKER), outputDir);
      const seconds = ((Date.now() - t0) / 1000).toFixed(0);
      const injectable = /identified the following injection point|is vulnerable|appears to be .*injectable/i.test(output);
      const cleanVerdict = /all tested parameters do not appear to be injectable/i.test(output);
      // sqlmap lists the error statuses it met, one per line ("400 (Bad Request) - 1701 times").
      const codes = [...output.matchAll(/^(\d{3}) \(.*\) - \d+ times$/gm)].map((m) => Number(m[1]));
      const serverErrors = codes.some((code) => code >= 500);
      checks.check(`sqlmap: ${target.name}: signed in (no 401)`, !codes.includes(401), `error statuses met: ${codes.join(', ') || 'none'}`);
      checks.check(`sqlmap: ${target.name} (${target.params}) not injectable`, !injectable && cleanVerdict, `${seconds} s`);
      checks.check(`sqlmap: ${target.name}: no 5xx answer`, !serverErrors);
      if (process.env.SQLMAP_VERBOSE || injectable || !cleanVerdict || serverErrors) console.log(output.split('\n').slice(-40).join('\n'));
    }
    const victim = await api.call(VICTIM, 'GET', '/contacts?page=1');
    checks.equal("sqlmap: the other organisation's contact is untouched", victim.body?.contacts?.[0]?.email, 'secret@victim.test');
  } finally {
    await api.stop();
    fs.rmSync(outputDir, { recursive: true, force: true });
  }
}
