import { Navigate, type RouteObject, useLocation } from 'react-router';
import { SCREENS } from './screens.ts';

/** Keeps the query string and hash, so a deep link survives the redirect. */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/**
 * Documents 2 and 3 name menu routes under `/enterprise/…`; document 1 §2 names short ones. The
 * short form is canonical and the long one redirects to it, so every link in the spec works.
 */
export const enterpriseAliasRoutes: RouteObject[] = SCREENS.flatMap((screen) =>
  (screen.enterpriseAliases ?? []).map((path) => ({
    path,
    element: <AliasRedirect to={screen.path} />,
  })),
);
