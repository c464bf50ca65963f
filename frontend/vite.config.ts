import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The business time zone of every age and "today" check: the same ENROLLMENT_TIME_ZONE variable as
    // the Functions app setting, read at build time ('' = the domain's default, America/Los_Angeles).
    __ENROLLMENT_TIME_ZONE__: JSON.stringify(process.env.ENROLLMENT_TIME_ZONE ?? ''),
  },
  server: { port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1800 },
});
