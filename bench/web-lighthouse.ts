// Lighthouse (npm `lighthouse`, desktop settings) on each route, in the system Chromium, signed in:
// a persistent Playwright context is the browser's default context, so the tab Lighthouse opens
// through the debugging port shares its local storage (the session); storage is not reset.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { signIn } from '../e2e/tests/support/signIn';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH, type Route } from './web-browser';
import { DEMO, HOST_URL } from './web-stack';

const DEBUG_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
const lighthouseDir = path.join(__dirname, 'node_modules/lighthouse'); // ESM only: loaded by its files' URLs

export interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  /** Failed accessibility audits, to say what to fix. */
  failed: string[];
}

export async function lighthouseScores(routes: Route[], runs: number): Promise<LighthouseScores[][]> {
  const { default: lighthouse } = await import(pathToFileURL(path.join(lighthouseDir, 'core/index.js')).href);
  const { default: desktop } = await import(pathToFileURL(path.join(lighthouseDir, 'core/config/desktop-config.js')).href);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    baseURL: HOST_URL,
  });
  try {
    await signIn(context.pages()[0] ?? (await context.newPage()), DEMO);
    const results: LighthouseScores[][] = [];
    for (let run = 0; run < runs; run++) {
      const scores: LighthouseScores[] = [];
      for (const route of routes) {
        const result = await lighthouse(
          `${HOST_URL}${route.path}`,
          { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
          desktop,
        );
        const { categories, audits } = result.lhr;
        scores.push({
          route: route.label ?? route.path,
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          failed: categories.accessibility.auditRefs
            .filter((ref: { id: string; weight: number }) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
            .map((ref: { id: string }) => ref.id),
        });
      }
      results.push(scores);
    }
    return results;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
