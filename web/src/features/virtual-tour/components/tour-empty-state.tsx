import { MapPinned } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** SPEC 2: with no listings there is nothing to tour; point to the listings and to the admin area. */
export function TourEmptyState() {
  return (
    <EmptyState
      icon={<MapPinned aria-hidden />}
      title="No Properties to Tour"
      description="There are no homes listed yet. Browse the listings, or add properties in the admin area."
    >
      <Button asChild>
        <Link to={paths.home}>Browse Properties</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.admin}>Admin Panel</Link>
      </Button>
    </EmptyState>
  );
}
