import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from './auth-layout';
import { RegisterForm } from './register-form';

/** The separate /register page (SPEC 2, sign-up variant). */
export function SignUpPanel() {
  return (
    <AuthLayout
      title="Sign Up"
      description="Create your Home Hunter account to save homes and list your own"
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="rounded font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm variant="sign-up" />
    </AuthLayout>
  );
}
