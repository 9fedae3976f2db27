import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function BackToLoginLink() {
  return (
    <Link to={paths.login} className="rounded font-medium text-brand-700 hover:underline">
      Back to login
    </Link>
  );
}
