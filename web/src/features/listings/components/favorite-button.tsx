import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';

interface FavoriteButtonProps {
  propertyId: string;
  propertyTitle: string;
  isAuthenticated: boolean;
  savedHint?: boolean;
  checkStatus?: boolean;
  className?: string;
  size?: 'sm' | 'default';
}

/** 'Save' / 'Saved' (SPEC 2): disabled while the server answers, with a short press animation. */
export function FavoriteButton({
  propertyId,
  propertyTitle,
  isAuthenticated,
  savedHint,
  checkStatus,
  className,
  size = 'sm',
}: FavoriteButtonProps) {
  const { saved, pending, pressed, toggle } = useFavoriteToggle({
    propertyId,
    isAuthenticated,
    savedHint,
    checkStatus,
  });
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      onClick={toggle}
      disabled={pending}
      aria-pressed={saved}
      aria-label={`${saved ? 'Saved' : 'Save'}: ${propertyTitle}`}
      className={cn(
        'transition-transform duration-200',
        pressed && 'scale-90',
        saved && 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100',
        className,
      )}
    >
      <Heart className={cn(saved && 'fill-current')} aria-hidden />
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
