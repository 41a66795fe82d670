import { createBrowserRouter } from 'react-router';
import { LandingPage } from './routes/LandingPage';

export const router = createBrowserRouter([{ path: '/', element: <LandingPage /> }]);
