import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // The prerender bundle (src/prerender/entry-prerender.tsx, run by scripts/prerender.mjs) needs no
  // copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The business time zone of every age and "today" check: the same ENROLLMENT_TIME_ZONE variable as
    // the Functions app setting, read at build time ('' = the domain's default, America/Los_Angeles).
    __ENROLLMENT_TIME_ZONE__: JSON.stringify(process.env.ENROLLMENT_TIME_ZONE ?? ''),
  },
  server: { port: 5173, strictPort: true },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-prerender', sourcemap: false }
    : { target: 'es2022', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1800 },
}));
