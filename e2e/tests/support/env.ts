import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const DATA_DIR = path.join(ROOT, 'e2e/.artifacts/data');
export const HOST_URL = 'http://localhost:3000';
export const DEMO = { email: 'demo@meridian.test', password: 'meridian-demo', name: 'Dana Demo', org: 'acme' };
export const TEAMMATE = { email: 'sam@meridian.test', password: 'meridian-demo', name: 'Sam Seller' };
export const READER = { email: 'reader@meridian.test', password: 'meridian-demo', name: 'Robin Reader' };
export const OTHER = { email: 'other@globex.test', password: 'meridian-demo', name: 'Olive Other', org: 'globex' };
