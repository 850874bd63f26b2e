import '@fontsource/raleway/400.css';
import '@fontsource/raleway/600.css';
import '@fontsource/raleway/700.css';
import '../styles/tokens.css';
import '../styles/global.css';
import '../styles/layout.css';
import '../styles/controls.css';
import '../styles/components.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './staff-app';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
