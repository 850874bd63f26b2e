import { paths } from '@talentport/contract';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { useShortUrl } from '../../features/short-links/api/resolve-short-url';
import { ApiError } from '../../lib/api-client';
import { companyPath, talentPath } from '../public-paths';

/**
 * Public profile links are stored in their guest form; a signed-in viewer opens them under their
 * own prefix (decision 006). Other paths are opened as they are, with the viewer's own access.
 */
export function pathForViewer(path: string, viewerRole: Parameters<typeof talentPath>[0]): string {
  const talent = path.match(/^\/talent\/([^/?#]+)$/);
  if (talent?.[1]) return talentPath(viewerRole, decodeURIComponent(talent[1]));
  const company = path.match(/^\/companies\/([^/?#]+)$/);
  if (company?.[1]) return companyPath(viewerRole, decodeURIComponent(company[1]));
  return path;
}

/** `/short-url/:code`: open to everyone (the route rules); resolves the code and goes to its page. */
export function ShortUrlRoute() {
  const { code = '' } = useParams();
  const { state } = useAuth();
  const query = useShortUrl(code);
  const navigate = useNavigate();
  const viewerRole = state.isAuthenticated ? state.userRole : null;
  const target = query.data ? pathForViewer(query.data.path, viewerRole) : null;

  useEffect(() => {
    if (target && !state.isLoading) void navigate(target, { replace: true });
  }, [target, state.isLoading, navigate]);

  if (query.isError) {
    const isMissing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="page">
        <title>Link not found · Talentport</title>
        <h1>{isMissing ? 'This link does not lead anywhere' : 'Something went wrong'}</h1>
        <p>
          {isMissing
            ? 'The short link may have been mistyped or cut off. Ask the person who shared it to send it again.'
            : query.error.message}
        </p>
        <Link className="button button--primary" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </div>
    );
  }
  return (
    <div className="page inline-loading" role="status" aria-label="Opening the link">
      <Spinner />
    </div>
  );
}
