import './app/antd-react19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { NavigationBridge } from './app/navigation';
import { createQueryClient } from './app/query-client';
import { RouteGuard } from './app/route-guard';
import { AppRoutes } from './app/router';
import './app/global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <NavigationBridge />
        <RouteGuard>
          <AppRoutes />
        </RouteGuard>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
