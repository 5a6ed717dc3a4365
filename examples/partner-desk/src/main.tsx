// Partner desk: an internal back-office view, built like any app outside the monorepo would be —
// from the packed packages, with the design system's ready CSS (no Panda in this app).
import '@pendana/design-system/fonts.css';
import '@pendana/design-system/styles.css';
import '@pendana/forms/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PartnerDesk } from './partner-desk.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PartnerDesk />
  </StrictMode>,
);
