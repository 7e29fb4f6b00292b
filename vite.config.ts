import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './web/precompress.ts';
import { preloadFont } from './web/preload-font.ts';
import { preloadBoot, preloadRoutes, prerender } from './web/prerender.ts';
import { themeBoot } from './web/theme-boot.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [
    react(),
    themeBoot(),
    tailwindcss(),
    preloadFont(),
    preloadBoot(),
    preloadRoutes(),
    precompress(),
    prerender(fileURLToPath(import.meta.url)),
  ],
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./contract/index.ts', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small components and icons two or more lazy routes share: one chunk, not
              // dozens of 1–5 KB requests on a deep link (docs/performance.md "Lighthouse").
              name: 'route-shared',
              test: /lucide-react/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
