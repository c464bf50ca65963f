import { createBrowserRouter } from 'react-router-dom';
import { appRoutes, staffRoutesPatcher } from './routes.tsx';

/** The browser's router over the app's routes (main.tsx makes the one the page uses). */
export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: staffRoutesPatcher() });
}
