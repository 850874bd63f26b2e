import { paths } from '@talentport/contract';
import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <div className="page">
      <title>Page not found · Talentport</title>
      <h1>Page not found</h1>
      <p>We could not find that page. The link may be mistyped, or the page may have moved.</p>
      <div className="actions">
        <Link className="button button--primary" to={paths.home.getHref()}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
