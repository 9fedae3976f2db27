import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const zodWithoutEval = fileURLToPath(new URL('./web/src/lib/zod-without-eval.ts', import.meta.url));

/** The browser build gives the app's own modules (contracts and web) zod without compiled parsers. */
function zodInTheBrowser(): Plugin {
  return {
    name: 'zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      const ours = importer && /[/\\](contracts|web[/\\]src)[/\\]/.test(importer);
      return source === 'zod' && ours && importer !== zodWithoutEval ? zodWithoutEval : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [zodInTheBrowser()])],
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
    // Every browser the site supports preloads modules itself; the polyfill was first-load weight.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Building a zod schema does nothing but make its value, so a schema the web app never reads
      // (the API's answers, beside contracts/common.ts's ERROR_CODES, which every page imports) is
      // dropped, and zod with it, from the first load (decision 0019).
      // Contracts only define values (messages, constants, schemas): one imported for a constant
      // alone need not evaluate the rest, and zod (which sets its locale when loaded) with it.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id) => !id.includes('/contracts/'),
      },
      // Grouping is for the browser's first load; the server render keeps Rollup's own chunks.
      // Chunk files are named by their hash alone: the first chunk carries the name of every chunk a
      // lazy part needs (to preload them together), and the names were a kilobyte of it gzipped.
      output: isSsrBuild
        ? {}
        : {
            manualChunks: firstLoadChunks(),
            chunkFileNames: 'assets/[hash:7].js',
            entryFileNames: 'assets/[hash:7].js',
          },
    },
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

/**
 * The app's own code the home page needs before it paints, in two chunks instead of some thirty
 * small files (each a request that compresses worse; decision 0019): `app-shell`, what every page
 * loads (main.tsx and its static imports) with the shared pieces the home route uses
 * (web/src/components, lib, config and contracts, small and used by most pages), and
 * `home-first-load`, the home route's features (the listing grid, which /search shares). Packages
 * keep their own chunking, so no unused part of them comes along.
 */
function firstLoadChunks(): NonNullable<Rollup.OutputOptions['manualChunks']> {
  const main = fileURLToPath(new URL('./web/src/main.tsx', import.meta.url));
  const home = fileURLToPath(new URL('./web/src/routes/home.tsx', import.meta.url));
  const feature = /\/web\/src\/(features|routes)\//;
  let chunkOf: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!chunkOf) {
      const found = new Map<string, string>();
      for (const entry of [main, home]) {
        const queue = [entry];
        while (queue.length > 0) {
          const next = queue.pop()!;
          if (found.has(next)) continue;
          found.set(next, entry === home && feature.test(next) ? 'home-first-load' : 'app-shell');
          const info = getModuleInfo(next);
          const lazy = new Set(info?.dynamicallyImportedIds);
          queue.push(...(info?.importedIds ?? []).filter((imported) => !lazy.has(imported)));
        }
      }
      chunkOf = found;
    }
    return id.includes('/node_modules/') ? undefined : chunkOf.get(id);
  };
}
