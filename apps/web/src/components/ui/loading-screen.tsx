import { Logo } from './logo';
import { Spinner } from './spinner';

/** Full-page wait state shown while authentication loads (the route rules). */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-label="Loading">
      <Logo size={56} />
      <Spinner />
    </div>
  );
}
