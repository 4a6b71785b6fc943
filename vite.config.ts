import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// In development and preview the app calls same-origin /api. MOCK_URL is the contract-checking
// proxy (prism proxy --errors in front of the stateful mock); MOCK_DIRECT_URL is the mock itself,
// for what must not pass through Prism: the review upload (Prism corrupts file bytes, prism#1321),
// the images and the control API. In production the client calls VITE_API_BASE_URL directly.
const api = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
const direct = process.env.MOCK_DIRECT_URL ?? 'http://127.0.0.1:4011';
const proxy = {
  '/api/account/review/upload': { target: direct, changeOrigin: true },
  '/api': { target: api, changeOrigin: true },
  '/mock-assets': { target: direct, changeOrigin: true },
  '/__mock': { target: direct, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { host: true, proxy },
  preview: { host: true, proxy },
  build: { target: 'es2020', cssCodeSplit: true },
});
