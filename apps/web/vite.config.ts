import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.TALENTPORT_API_URL ?? 'http://localhost:3001';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, once, at the
 * highest levels; the API serves them to browsers that accept them (plugins/static-spa.ts), so
 * no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'talentport:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two pages: the app, and the staff console at /staff/ (outside the app's route table).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        staff: fileURLToPath(new URL('./staff.html', import.meta.url)),
      },
      output: {
        // zod is used by the lazy routes' forms, not by the app shell: in a chunk of its own it is
        // not merged into the shared vendor chunk that every first visit downloads (about 29 KB gzip).
        manualChunks(id) {
          if (id.includes('/node_modules/zod/')) return 'zod';
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
