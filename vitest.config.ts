import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'openapi/**/*.test.ts',
            'scripts/**/*.test.ts',
            'mocks/**/*.test.ts',
            'src/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          // The client needs an absolute base URL outside a browser; MSW answers on any origin.
          env: { VITE_API_BASE_URL: 'http://localhost:3000' },
        },
      },
    ],
  },
});
