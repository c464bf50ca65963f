import { createBrowserRouter } from 'react-router-dom';
import { appRoutes, patchStaffRoutes } from './routes.tsx';

export const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchStaffRoutes });
