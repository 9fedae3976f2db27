import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The server render (web/src/entry-server.tsx) carries its own production React: left to
  // node_modules, React would pick its development build wherever NODE_ENV is not set (npm start),
  // several times slower to render.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
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
}));
