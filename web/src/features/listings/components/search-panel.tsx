import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** 'Find Your Perfect Home' card around the filter form (SPEC 2, Home). */
export function SearchPanel({ children }: { children: ReactNode }) {
  return (
    <Card className="text-slate-900 shadow-xl">
      <CardHeader>
        <CardTitle>Find Your Perfect Home</CardTitle>
        <CardDescription>Discover premium properties in your dream location</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
