import { adminMessages } from '@contracts/admin';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { toast } from '@/lib/use-toast';
import { ACCESS_DENIED_REDIRECT_MS, ACCESS_DENIED_TOAST_MS } from '../lib/timings';

/**
 * SPEC 2: signed-out visitors and non-admins see 'Access Denied', a toast after 2 s, and are taken
 * home 1 s later. Leaving earlier cancels both.
 */
export function AdminAccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const notice = setTimeout(() => {
      toast({
        title: adminMessages.accessDeniedTitle,
        description: adminMessages.accessDenied,
        variant: 'destructive',
        // It announces the redirect home a second later: it must outlive it.
        keepOnNavigation: true,
      });
      redirect = setTimeout(() => navigate(paths.home, { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    }, ACCESS_DENIED_TOAST_MS);
    return () => {
      clearTimeout(notice);
      clearTimeout(redirect);
    };
  }, [navigate]);

  return (
    <EmptyState
      headingLevel="h1"
      icon={<ShieldAlert className="text-red-600" />}
      title={adminMessages.accessDeniedTitle}
      description={
        <>
          {adminMessages.accessDenied}
          <span className="mt-1 block text-sm text-slate-500">Taking you to the home page...</span>
        </>
      }
    >
      <Button asChild variant="outline">
        <Link to={paths.home}>Back to Home</Link>
      </Button>
      <Button asChild>
        <Link to={paths.adminLogin}>Admin Login</Link>
      </Button>
    </EmptyState>
  );
}
