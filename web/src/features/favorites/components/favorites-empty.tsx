import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** SPEC 2, Favourites: nothing saved yet, with Browse Properties and View Recommendations. */
export function FavoritesEmpty() {
  return (
    <EmptyState
      icon={<Heart />}
      title="No saved properties yet"
      description="Press Save on any home you like and it will wait for you here."
    >
      <Button asChild>
        <Link to={paths.home}>Browse Properties</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.recommendations}>View Recommendations</Link>
      </Button>
    </EmptyState>
  );
}
