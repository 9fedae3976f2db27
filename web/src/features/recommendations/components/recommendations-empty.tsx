import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** SPEC 2: 'No Recommendations Yet' with a way to start browsing. */
export function RecommendationsEmpty() {
  return (
    <EmptyState
      icon={<Sparkles />}
      title="No Recommendations Yet"
      description="Browse and save a few homes, or set your preferences, and we will suggest homes for you."
    >
      <Button asChild>
        <Link to={paths.home}>Browse Properties</Link>
      </Button>
    </EmptyState>
  );
}
