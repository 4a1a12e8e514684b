// One flat config for the whole workspace. Besides typescript-eslint's recommended rules it
// enforces the architecture's import boundaries (docs/product.md, Architecture: "Workspace packages"):
// services never import each other (only the gateway mounts them), remotes never import each
// other, the shell reaches remotes only through module federation at runtime, libs import no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const serviceImports = {
  // service-kit and service-host are libraries every service is built from, not services.
  group: [
    '@scoreline/service-*',
    '@scoreline/service-*/**',
    '!@scoreline/service-kit',
    '!@scoreline/service-kit/**',
    '!@scoreline/service-host',
    '!@scoreline/service-host/**',
  ],
  message: 'Services talk over Kafka topics, never by importing each other (only the gateway mounts them).',
};
const remoteImports = {
  group: ['@scoreline/remote-*', '@scoreline/remote-*/**'],
  message: 'Remotes never import each other; the shell loads them at runtime through module federation.',
};
const appImports = {
  group: ['@scoreline/shell', '@scoreline/shell/**'],
  message: 'Libraries must not depend on applications.',
};
const restricted = (...patterns) => ['error', { patterns }];

// No feature imports another (bulletproof-react): each remotes/<remote>/src/features/<feature> may
// import from its own folder only among the features; shared code lives outside src/features. The
// zones are read from the folders at lint time, so a remote or feature added later is covered
// without touching this file.
const root = import.meta.dirname;
const foldersIn = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const featureZones = foldersIn(path.join(root, 'remotes')).flatMap((remote) => {
  const features = path.join('remotes', remote, 'src', 'features');
  return foldersIn(path.join(root, features)).map((feature) => ({
    target: `./${features}/${feature}`,
    from: `./${features}`,
    except: [`./${feature}`],
    message: `Features never import each other: move what ${feature} needs out of src/features (docs/engineering.md, "Remotes").`,
  }));
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.infra/**',
      '**/.reports/**',
      '**/.turbo/**',
      '**/__mf__temp/**',
      '**/.__mf__temp/**',
      'deploy/local/ferretdb/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // Every package's vitest.config.ts and vite.config.ts reuse the root's shared settings on purpose.
    files: ['**/vitest.config.ts', '**/vite.config.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['libs/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': restricted(serviceImports, remoteImports, appImports) },
  },
  {
    // The contracts build their schemas with src/zod.ts's zod, which turns the JIT off in browsers
    // (the site's CSP refuses its eval probe); a schema on zod imported directly would probe again.
    files: ['libs/contracts/src/**/*.ts'],
    ignores: ['libs/contracts/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [serviceImports, remoteImports, appImports],
          paths: [{ name: 'zod', allowTypeImports: true, message: "Build schemas with src/zod.ts's z (jitless in browsers)." }],
        },
      ],
    },
  },
  {
    files: ['services/**/*.{ts,js,mjs}'],
    ignores: ['services/gateway/**'],
    rules: { 'no-restricted-imports': restricted(serviceImports, remoteImports, appImports) },
  },
  {
    files: ['remotes/**/*.{ts,tsx,js,mjs}', 'shell/**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': restricted(serviceImports, remoteImports, appImports),
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: featureZones }],
    },
  },
);
