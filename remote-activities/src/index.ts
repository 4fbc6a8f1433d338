// Standalone entry (the dev harness); the shell loads ./routes through remoteEntry.js instead.
import('./bootstrap');
