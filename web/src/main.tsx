import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');

// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of one long task that blocks input on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
