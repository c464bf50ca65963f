import { setBusinessTimeZoneSource } from '@enroll/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { installGlobalErrorReporter } from './lib/error-reporter.ts';
import './styles.css';

installGlobalErrorReporter();
// Ages and "today" are read in the business time zone, as the server reads them, not in the browser's.
setBusinessTimeZoneSource(() => __ENROLLMENT_TIME_ZONE__);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
