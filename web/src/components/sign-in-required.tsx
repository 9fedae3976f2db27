import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { PageTitle } from './page-title';

/** Stands in for a signed-in user's page (favourites, recommendations, preferences) when signed out. */
export function SignInRequired({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState headingLevel="h1" icon={<Lock />} title={title} description={description}>
      <PageTitle page={title} />
      <Button asChild>
        <Link to={paths.login}>Sign In</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.register}>Register</Link>
      </Button>
    </EmptyState>
  );
}
