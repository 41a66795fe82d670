import '@quizcoop/ui/styles.css';
import { themeClass } from '@quizcoop/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
document.body.classList.add(themeClass);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
