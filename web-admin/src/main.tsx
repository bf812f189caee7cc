import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { App } from './App';
import { styleCache } from './style-cache';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain an element with id "root"');

// react-admin would create a hash router by default; a browser router mounted at /admin/*
// gives real URLs under /admin, matching <Admin basename="/admin"> (react-admin's
// "sub path" setup).
createRoot(rootElement).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <BrowserRouter>
        <Routes>
          <Route path="/admin/*" element={<App />} />
        </Routes>
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>,
);
