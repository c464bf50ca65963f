import { createBrowserRouter } from 'react-router-dom';
import { appRoutes, staffRoutesPatcher } from './routes.tsx';

export const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: staffRoutesPatcher() });
