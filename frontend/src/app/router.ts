import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes.tsx';

export const router = createBrowserRouter(appRoutes);
