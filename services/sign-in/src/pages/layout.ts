import type { Locale } from '@meridian/contract';
import { escapeHtml } from './escape';

export const SERVICE_NAME = 'Meridian Accounts';

/** The app's theme, when the shell says which one the user chose (`?theme=` on the popup URL). */
export type PageTheme = 'light' | 'dark';

/** 'light' or 'dark' from untrusted text; anything else means "follow the visitor's preference". */
export function pageTheme(value: unknown): PageTheme | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

// The app's own colours (shared/src/ui/theme/lightTheme.ts and darkTheme.ts): indigo, not blue.
// White on either accent passes WCAG AA.
const LIGHT = `color-scheme: light; --bg: #f7f7f8; --card: #ffffff; --text: #18181b; --muted: #5f5f6b;
  --border: #d1d1d6; --accent: #4f46e5; --accent-hover: #4338ca; --link: #4f46e5;
  --error: #b91c1c; --error-bg: #fef2f2; --focus: #6366f1;`;
const DARK = `color-scheme: dark; --bg: #0f0f12; --card: #17171b; --text: #ededf0; --muted: #a0a0ab;
  --border: #3a3a43; --accent: #5b5bd6; --accent-hover: #4b4bc4; --link: #a5b4fc;
  --error: #f87171; --error-bg: #2d1416; --focus: #818cf8;`;

// Inline only (the CSP allows nothing external). The theme the app passed wins; without one the
// page follows the visitor's light/dark preference.
const STYLE = `
:root { ${LIGHT} }
@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { ${DARK} } }
:root[data-theme="dark"] { ${DARK} }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  padding: 24px 16px; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 380px; background: var(--card); border: 1px solid var(--border);
  border-radius: 12px; padding: 28px 24px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.08); }
.brand { display: flex; align-items: center; gap: 8px; margin: 0 0 20px; font-weight: 600; }
.mark { display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 8px;
  background: var(--accent); color: #fff; font-size: 15px; }
h1 { font-size: 22px; margin: 0 0 4px; }
.lead { margin: 0 0 20px; color: var(--muted); }
.hint { margin: 6px 0 0; color: var(--muted); font-size: 14px; }
.note { margin: 18px 0 0; color: var(--muted); font-size: 14px; }
label { display: block; font-weight: 600; margin: 14px 0 6px; }
input { width: 100%; padding: 10px 12px; font: inherit; color: var(--text); background: var(--card);
  border: 1px solid var(--border); border-radius: 8px; }
input[aria-invalid="true"] { border-color: var(--error); }
button { width: 100%; margin-top: 22px; padding: 11px 14px; font: inherit; font-weight: 600;
  color: #fff; background: var(--accent); border: 0; border-radius: 8px; cursor: pointer; }
button:hover { background: var(--accent-hover); }
input:focus-visible, button:focus-visible, a:focus-visible {
  outline: 3px solid var(--focus); outline-offset: 2px; }
.error { margin: 0 0 8px; padding: 10px 12px; border-radius: 8px; color: var(--error);
  background: var(--error-bg); }
a { color: var(--link); }
`;

export interface PageParts {
  title: string;
  nonce: string;
  body: string;
  script?: string;
  theme?: PageTheme;
  /** The page's language, `<html lang>`. */
  locale: Locale;
}

export function renderPage({ title, nonce, body, script, theme, locale }: PageParts): string {
  const scriptTag = script ? `<script nonce="${nonce}">${script}</script>` : '';
  return `<!doctype html>
<html lang="${locale}"${theme ? ` data-theme="${theme}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${theme ?? 'light dark'}">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<p class="brand"><span class="mark" aria-hidden="true">M</span>${SERVICE_NAME}</p>
${body}
</main>
${scriptTag}
</body>
</html>
`;
}
