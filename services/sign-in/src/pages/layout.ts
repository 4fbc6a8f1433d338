import { escapeHtml } from './escape';

export const SERVICE_NAME = 'Meridian Accounts';

// Inline only (the CSP allows nothing external). Colours follow the visitor's light/dark
// preference; the button colour passes WCAG AA contrast in both.
const STYLE = `
:root { color-scheme: light dark; --bg: #f4f6fb; --card: #ffffff; --text: #111827;
  --muted: #4b5563; --border: #d1d5db; --accent: #2563eb; --accent-hover: #1d4ed8;
  --error: #b91c1c; --error-bg: #fef2f2; --focus: #93c5fd; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0b1220; --card: #111827; --text: #f3f4f6; --muted: #9ca3af;
    --border: #374151; --accent: #2563eb; --accent-hover: #3b82f6; --error: #fca5a5;
    --error-bg: #3b1219; --focus: #60a5fa; }
}
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
a { color: var(--accent-hover); }
`;

export interface PageParts {
  title: string;
  nonce: string;
  body: string;
  script?: string;
}

export function renderPage({ title, nonce, body, script }: PageParts): string {
  const scriptTag = script ? `<script nonce="${nonce}">${script}</script>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
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
