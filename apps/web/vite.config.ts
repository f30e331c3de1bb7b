/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  // Used by the root vitest.config.ts 'web' project, which extends this file.
  test: { setupFiles: ['./src/test-setup.ts'] },
  server: { port: 5173, proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } } },
});
