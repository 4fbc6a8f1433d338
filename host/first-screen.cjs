// The shell's page as its server sends it: the runtime configuration inside it, so the
// shell does not wait for a /runtime-config.json round trip, and the current section's remote
// manifest preloaded, so it arrives while the shell's own scripts do.

/** Read by @meridian/shared/config (embeddedRuntimeConfig); the two must agree. */
const CONFIG_ELEMENT_ID = 'meridian-runtime-config';

/** Path prefix → remote, as host/src/routes/AppRoutes.tsx mounts them (host/src/server/firstScreen.test.ts). */
const SECTIONS = [
  ['/contacts', 'contacts'],
  ['/companies', 'companies'],
  ['/pipeline', 'pipeline'],
  ['/import', 'importer'],
  ['/my-work', 'activities'],
  ['/dashboard', 'pipeline'],
];
/** The shell's own pages: no remote on their first screen. */
const SHELL_PAGES = ['/profile', '/settings'];

/** The remote whose routes show at `pathname`; every unknown path redirects to /contacts. */
function sectionOf(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [prefix, name] of SECTIONS) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return name;
  }
  return SHELL_PAGES.includes(path) ? null : 'contacts';
}

/** JSON for a `<script type="application/json">` block: no `<` can end it or open a comment. */
function jsonForHtml(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function attr(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function origin(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The tags the shell's page carries for a request of `pathname` (with `search`, e.g. '?remote.contacts=…'):
 * the configuration, a warm connection to the API, and the section's manifest, preloaded as the
 * federation runtime asks for it (fetch() in cors mode without credentials: `crossorigin`), so it
 * is reused. Not the entry script: while the remote is down, a failed <link rel=preload
 * as=script> is never consumed (the runtime stops at the manifest), and Chromium then hands that
 * failure to the runtime's <script> after Retry, with no request, once the remote is back.
 */
function firstScreenTags(config, pathname, search = '') {
  const tags = [`<script type="application/json" id="${CONFIG_ELEMENT_ID}">${jsonForHtml(config)}</script>`];
  const api = origin(config.apiUrl);
  if (api) tags.push(`<link rel="preconnect" href="${attr(api)}" crossorigin>`);
  const section = sectionOf(pathname);
  // A developer override (?remote.<name>=…) replaces the configured remote: nothing to preload.
  const overridden = section && new URLSearchParams(search).has(`remote.${section}`);
  const manifest = section && !overridden ? config.remotes[section] : null;
  if (manifest) tags.push(`<link rel="preload" as="fetch" crossorigin href="${attr(manifest)}">`);
  return tags.join('');
}

/** `html` (the built index.html) with the first screen's tags at the end of its head. */
function firstScreenPage(html, config, pathname, search) {
  return html.replace('</head>', `${firstScreenTags(config, pathname, search)}</head>`);
}

module.exports = { SECTIONS, sectionOf, firstScreenPage };
