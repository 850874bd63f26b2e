import { Link, useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { landingPathFor } from '../../features/auth/landing-path';

export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <div className="page page--narrow">
      <title>Log in · Talentport</title>
      <h1>Log in</h1>
      <p className="lead">Welcome back. Log in to see your opportunities.</p>
      <LoginForm onLoggedIn={(result) => void navigate(landingPathFor(result), { replace: true })} />
      <p className="form-links">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className="form-links">
        New to Talentport? <Link to="/signup">Create an account</Link>
      </p>
    </div>
  );
}
