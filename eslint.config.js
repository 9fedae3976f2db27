import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const subfolders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/**
 * Import edges (importer: imported) must run one way: throws, when the config loads, on a two-way
 * edge or any longer cycle, so nobody can add the reverse of an edge.
 */
function assertOneWay(name, deps) {
  const state = new Map(); // 'visiting' while on the current path, 'done' after
  const visit = (node, path) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(node)), node].join(' -> ');
      throw new Error(`${name} must run one way, but has the cycle ${cycle}`);
    }
    state.set(node, 'visiting');
    for (const dep of deps[node] ?? []) visit(dep, [...path, node]);
    state.set(node, 'done');
  };
  for (const node of Object.keys(deps)) visit(node, []);
}

/**
 * Web features import each other only along these edges (importer: imported); anything else is
 * composed in web/src/routes. Add the direction you need, never its reverse (assertOneWay refuses
 * it); what several features share belongs in web/src/components or web/src/lib instead.
 */
const webFeatureDeps = {
  listings: ['favorites', 'estimates'],
};
assertOneWay('webFeatureDeps', webFeatureDeps);
for (const [name, deps] of Object.entries(webFeatureDeps)) {
  for (const feature of [name, ...deps]) {
    if (!subfolders('web/src/features').includes(feature))
      throw new Error(`webFeatureDeps names '${feature}', which is no folder of web/src/features`);
  }
}
const featureZones = subfolders('web/src/features').map((name) => ({
  target: `./web/src/features/${name}`,
  from: './web/src/features',
  except: [`./${name}`, ...(webFeatureDeps[name] ?? []).map((dep) => `./${dep}`)],
  message: 'Web features import each other one way only: see webFeatureDeps in eslint.config.js.',
}));

/**
 * Server modules import each other only along these edges (importer: imported). An import not listed
 * here fails lint: add the direction you need, but never its reverse, so no two modules depend on
 * each other (a cycle stops lint below). Shared machinery belongs in server/lib or server/db instead.
 * `auth` owns sessions and the guards (`modules/auth/guards.ts`) every signed-in route uses.
 */
const serverModuleDeps = {
  admin: ['auth', 'geocode', 'objects', 'properties', 'user-properties'],
  analytics: ['auth'],
  estimates: ['postcodes', 'properties', 'sold'],
  favorites: ['auth', 'properties', 'sold'],
  geocode: ['auth', 'postcodes', 'properties'],
  objects: ['auth', 'properties'],
  preferences: ['auth'],
  properties: ['auth', 'postcodes'],
  recommendations: ['auth', 'properties'],
  'recently-viewed': ['auth', 'properties'],
  'saved-searches': ['auth', 'properties'],
  sold: ['postcodes'],
  'sold-listings': ['auth', 'properties', 'sold'],
  'user-properties': ['auth', 'properties', 'objects', 'geocode'],
};

assertOneWay('serverModuleDeps', serverModuleDeps);

const serverModuleZones = subfolders('server/modules').map((name) => ({
  target: `./server/modules/${name}`,
  from: './server/modules',
  except: [`./${name}`, ...(serverModuleDeps[name] ?? []).map((dep) => `./${dep}`)],
  message: 'Server modules import each other one way only: see serverModuleDeps in eslint.config.js.',
}));

/** Everything above the server's shared layers: what builds the app and what it is built from. */
const serverAboveLeaves = [
  './server/modules',
  './server/demo',
  './server/app.ts',
  './server/main.ts',
  './server/cluster.ts',
  './server/cli',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // One-way imports: contracts <- server, contracts <- web; inside web components/lib <- features <- routes <- app;
      // features import each other along webFeatureDeps only.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './contracts', from: ['./server', './web'], message: 'contracts depend on nothing.' },
            { target: './server', from: './web', message: 'The server never imports web code.' },
            { target: './web', from: './server', message: 'The web app talks to the server only over HTTP.' },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/config'],
              from: ['./web/src/features', './web/src/routes', './web/src/app'],
              message: 'Shared web code may not import features, routes or the app.',
            },
            {
              target: './web/src/features',
              from: ['./web/src/routes', './web/src/app'],
              message: 'Features may not import routes or the app.',
            },
            {
              target: './web/src/routes',
              from: './web/src/app',
              message: 'Routes may not import the app shell.',
            },
            ...featureZones,
            // Server layers, bottom up: db and lib <- plugins <- modules <- demo <- app, main and cli.
            {
              target: ['./server/lib', './server/db'],
              from: [...serverAboveLeaves, './server/plugins'],
              message:
                'server/lib and server/db are shared leaves: they import no plugin, module or demo code.',
            },
            {
              target: './server/plugins',
              from: serverAboveLeaves,
              message:
                'server/plugins are app-wide machinery below the modules: they import no module or demo code.',
            },
            {
              target: './server/modules',
              from: './server/demo',
              message:
                'Request modules never import the demo generator; only seed code (main.ts, cli/seed.ts) does.',
            },
            ...serverModuleZones,
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['server/cli/**', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
