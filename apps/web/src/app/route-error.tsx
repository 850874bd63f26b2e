import { paths } from '@talentport/contract';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Last resort when a screen fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error(error);
  return (
    <main id="main" className="page">
      <title>Something went wrong · Talentport</title>
      <h1>{isNotFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {isNotFound
          ? 'We could not find that page.'
          : 'This page could not be shown. Reloading usually fixes it; if not, please try again in a few minutes.'}
      </p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className="button button--secondary" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
