import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// /api and /mock-assets go to the mock stack (scripts/start.ts sets MOCK_URL); in production the
// client calls VITE_API_BASE_URL directly.
const target = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
const proxy = {
  '/api': { target, changeOrigin: true },
  '/mock-assets': { target, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { host: true, proxy },
  preview: { host: true, proxy },
  build: { target: 'es2020', cssCodeSplit: true },
});
