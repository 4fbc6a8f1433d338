// The shell's Content-Security-Policy: scripts only from itself and the configured remotes (plus
// localhost, where the developer override of ARCHITECTURE.md §3 may point).
function origin(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function contentSecurityPolicy(config) {
  const remotes = Object.values(config.remotes).map(origin).filter(Boolean);
  const local = ['http://localhost:*', 'http://127.0.0.1:*'];
  const scripts = ["'self'", ...remotes, ...local];
  const connect = ["'self'", origin(config.apiUrl), origin(config.signInUrl), ...remotes, ...local];
  return [
    "default-src 'self'",
    `script-src ${[...new Set(scripts)].join(' ')}`,
    // styled-components injects <style> elements at runtime.
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${[...new Set(connect.filter(Boolean))].join(' ')}`,
    `frame-src ${origin(config.signInUrl)}`,
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

module.exports = { contentSecurityPolicy };
