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
  /** 'heart' is the round icon-only toggle laid over a picture (recommendation cards). */
  appearance?: 'labelled' | 'heart';
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
  appearance = 'labelled',
}: FavoriteButtonProps) {
  const { saved, pending, pressed, toggle } = useFavoriteToggle({
    propertyId,
    propertyTitle,
    isAuthenticated,
    savedHint,
    checkStatus,
  });
  const heart = appearance === 'heart';
  return (
    <Button
      type="button"
      variant="outline"
      size={heart ? 'icon' : size}
      onClick={toggle}
      disabled={pending}
      aria-pressed={saved}
      aria-label={`${saved ? 'Saved' : 'Save'}: ${propertyTitle}`}
      className={cn(
        'transition-transform duration-200',
        heart && 'rounded-full border-white/80 bg-white/90 shadow-sm [&_svg]:size-5',
        pressed && 'scale-90',
        saved && 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100',
        className,
      )}
    >
      <Heart className={cn(saved && 'fill-current')} aria-hidden />
      {!heart && (saved ? 'Saved' : 'Save')}
    </Button>
  );
}
