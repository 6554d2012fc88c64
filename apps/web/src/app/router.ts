import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

export const router = createBrowserRouter(appRoutes);
