import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminGate } from './app/gate/admin-gate';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AdminGate />
  </StrictMode>,
);
