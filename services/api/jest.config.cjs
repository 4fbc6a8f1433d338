// `pnpm test` runs the suite in two passes: most files on two workers, then the files whose timing
// matters (leases, busy retries, write turns, worker hand-offs, rate windows) one at a time, as
// quiet as they are written for on a 2-core machine. MERIDIAN_TESTS picks a pass; unset, every file.
// A test's time limit is a guard against a hang: the matrix tests (every route × every role, every
// route × another organisation) send hundreds of requests and take tens of seconds on two busy cores.
const base = { ...require('../../tools/jest/node.cjs')(__dirname), testTimeout: 120_000 };

const QUIET = [
  'auth-attacks',
  'auth-failure-limit',
  'busy-retry',
  'cached-answers',
  'checkpointer',
  'contacts-bulk-edit-jobs',
  'data-version',
  'idle-bodies',
  'import-execute.*',
  'import-fencing',
  'import-hidden',
  'import-jobs.*',
  'json-text-handoff',
  'pipeline-moves-concurrent',
  'read-turns',
  'reminder.*',
  'token-revocation',
  'write-turns',
];
const quiet = `/test/(${QUIET.join('|')})\\.test\\.ts$`;

const pass = process.env.MERIDIAN_TESTS;
module.exports =
  pass === 'quiet'
    ? { ...base, testRegex: quiet, testMatch: undefined }
    : pass === 'parallel'
      ? { ...base, testPathIgnorePatterns: ['/node_modules/', quiet] }
      : base;
