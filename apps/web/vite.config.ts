import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.TALENTPORT_API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // The contract is plain declarations: let the bundler drop the zod schemas a chunk does not use.
      treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]contract[\\/]/.test(id) },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
