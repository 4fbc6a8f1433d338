import { defineConfig } from '@playwright/test';
import { DATA_DIR, HOST_URL } from './tests/support/env';

// Production builds of all five front ends and both services, started as `pnpm start` starts
// them, driven in the system Chromium (Playwright never downloads a browser here).
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './tests/support/globalTeardown.ts',
  use: {
    baseURL: HOST_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${DATA_DIR}" && node ../scripts/start.mjs`,
    url: `${HOST_URL}/runtime-config.json`,
    reuseExistingServer: false,
    timeout: 600_000,
    // Every test signs in through the popup: more sign-ins a minute than the default limit (10) allows.
    // Reminders are claimed every 5 s, so a reminder test waits seconds, not the default 10, past its due time.
    env: { MERIDIAN_DATA_DIR: DATA_DIR, LOGIN_ATTEMPTS_PER_MINUTE: '1000', REMINDER_EVERY_MS: '5000' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
