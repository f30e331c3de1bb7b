// Development: the API (restarting on change) and Vite's dev server with hot reload, side by side.
// Open http://localhost:5173; Vite proxies /api to the API on API_PORT (default 3000).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
// People use Vite's address: invitation links and Help & Feedback's page addresses are of its origin.
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};
const children = [
  spawn('tsx', ['watch', 'apps/server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('vite', ['apps/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
