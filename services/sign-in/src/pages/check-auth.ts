import type { Locale } from '@meridian/contract';
import type { PageLanguage } from '../i18n';
import { escapeHtml, scriptJson } from './escape';
import { SERVICE_NAME } from './layout';

// The hidden frame: no visible content, only one message to the embedding app.
export function checkAuthPage(nonce: string, message: unknown, targetOrigin: string, locale: Locale): string {
  const call = `window.parent.postMessage(${scriptJson(message)}, ${scriptJson(targetOrigin)});`;
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${SERVICE_NAME}</title></head>
<body>
<script nonce="${nonce}">${call}</script>
</body>
</html>
`;
}

export function checkAuthRefusedPage({ t, locale }: PageLanguage): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${SERVICE_NAME}</title></head>
<body><p>${escapeHtml(t('signin.error.notAllowed'))}</p></body>
</html>
`;
}
