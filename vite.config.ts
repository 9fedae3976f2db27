import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    // Keep the browser's Host: the API accepts a state-changing request whose Origin matches the
    // Host it was sent to (server/plugins/cross-site.ts), and the string shorthand would rewrite it.
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/objects': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
