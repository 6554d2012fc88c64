import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // The API server (apps/server) listens on 8080. The Host header is kept as the browser sent
    // it, so the server's same-origin check on mutating calls sees the dev server's own origin.
    proxy: { '/rest': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every page is a lazy route (src/app/router.tsx), so the login page loads without the shell
    // and each screen is its own chunk. The libraries every page needs get stable chunks of their
    // own, which stay cached from one release to the next.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
