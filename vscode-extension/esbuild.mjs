// Bundles src/extension.ts and vscode-languageclient into dist/extension.js
// (the .vsix ships no node_modules). `--production` minifies.
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
await esbuild.build({
  entryPoints: ['src/extension.ts'],
  bundle: true,
  platform: 'node',
  target: 'node18',
  format: 'cjs',
  external: ['vscode'],
  outfile: 'dist/extension.js',
  minify: production,
  sourcemap: !production,
  logLevel: 'warning',
});
