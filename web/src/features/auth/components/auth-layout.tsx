import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. 'Back to login'). */
  footer?: ReactNode;
}

/** Frame of the sign-in family of screens: a link home and one centred card. */
export function AuthLayout({ title, description, icon, children, footer }: AuthLayoutProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-md">
        <Link
          to={paths.home}
          className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-brand-700"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Home
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            {icon && (
              <div className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                {icon}
              </div>
            )}
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer && <div className="mt-4 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}
