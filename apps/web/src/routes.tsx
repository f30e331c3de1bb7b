import { APP_ROUTES } from '@fixline/domain';
import { Route, Routes } from 'react-router';
import { RouteGuard } from './auth/route-guard.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { PAGES } from './pages.ts';
import { BareLayout } from './shell/bare-layout.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';

function routeElements(bare: boolean) {
  return APP_ROUTES.filter((route) => ('bare' in route && route.bare === true) === bare).map((route) => {
    const PageComponent = PAGES[route.path];
    return (
      <Route
        key={route.path}
        path={route.path}
        element={<RouteGuard route={route}>{PageComponent ? <PageComponent /> : <NotFoundPage />}</RouteGuard>}
      />
    );
  });
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {routeElements(false)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<BareLayout />}>{routeElements(true)}</Route>
    </Routes>
  );
}
