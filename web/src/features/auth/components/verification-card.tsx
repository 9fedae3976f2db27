import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

interface VerificationCardProps {
  icon: ReactNode;
  title: string;
  message: string;
  children?: ReactNode;
}

/** One state of the e-mail verification screen: icon, heading, message, actions. */
export function VerificationCard({ icon, title, message, children }: VerificationCardProps) {
  return (
    <div className="px-4 py-12 sm:py-20">
      <Card className="mx-auto max-w-md">
        <CardContent className="grid justify-items-center gap-4 pt-8 text-center">
          {icon}
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p role="status" className="text-slate-600">
            {message}
          </p>
          {children && <div className="flex flex-wrap justify-center gap-3">{children}</div>}
        </CardContent>
      </Card>
    </div>
  );
}
