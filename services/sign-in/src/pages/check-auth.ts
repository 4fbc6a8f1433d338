import { scriptJson } from './escape';
import { SERVICE_NAME } from './layout';

// The hidden frame: no visible content, only one message to the embedding app.
export function checkAuthPage(nonce: string, message: unknown, targetOrigin: string): string {
  const call = `window.parent.postMessage(${scriptJson(message)}, ${scriptJson(targetOrigin)});`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${SERVICE_NAME}</title></head>
<body>
<script nonce="${nonce}">${call}</script>
</body>
</html>
`;
}

export function checkAuthRefusedPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${SERVICE_NAME}</title></head>
<body><p>This application is not allowed to sign in here.</p></body>
</html>
`;
}
