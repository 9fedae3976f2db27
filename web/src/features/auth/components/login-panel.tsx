import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The /login screen: one card that toggles between signing in and creating an account (SPEC 2). */
export function LoginPanel() {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const isLogin = mode === 'login';
  return (
    <AuthLayout
      title={isLogin ? 'Welcome Back' : 'Create Account'}
      description={
        isLogin ? 'Sign in to your Home Hunter account' : 'Join Home Hunter to save homes and list your own'
      }
    >
      {isLogin ? <LoginForm /> : <RegisterForm variant="combined" />}
      <p className="mt-6 text-center text-sm text-slate-600">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => setMode(isLogin ? 'register' : 'login')}
        >
          {isLogin ? 'Need an account? Sign up' : 'Already have an account? Sign in'}
        </Button>
      </p>
    </AuthLayout>
  );
}
