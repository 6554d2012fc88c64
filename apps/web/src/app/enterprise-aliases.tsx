import { Navigate, type RouteObject, useLocation } from 'react-router';

/**
 * Documents 2 and 3 name menu routes under `/enterprise/…`; document 1 §2 names short ones. The
 * short form is canonical and the long one redirects to it, so every link in the spec works.
 */
export const ENTERPRISE_ALIASES: Readonly<Record<string, string>> = {
  '/enterprise/dashboard': '/dashboard',
  '/enterprise/dashboard/lists/tasks': '/tasks',
  '/enterprise/containers/inventory': '/inventory',
  '/enterprise/containers/lists': '/containers',
  '/enterprise/planning': '/planning',
  '/enterprise/dashboard/lists/machines': '/machines',
  '/enterprise/dashboard/lists/trailers': '/trailers',
  '/enterprise/gate': '/gate',
  '/enterprise/reports': '/reports',
  '/enterprise/users': '/users',
};

/** Keeps the query string and hash, so a deep link survives the redirect. */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

export const enterpriseAliasRoutes: RouteObject[] = Object.entries(ENTERPRISE_ALIASES).map(
  ([path, to]) => ({ path, element: <AliasRedirect to={to} /> }),
);
