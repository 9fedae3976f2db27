import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ListingCardActionsProps {
  /** The listing's title, naming what Edit edits. */
  title: string;
  onEdit: () => void;
  /** The delete control beside Edit (each area confirms and deletes its own way). */
  children: ReactNode;
  className?: string;
}

/** Edit and Delete at the foot of a listing card its owner or an admin manages. */
export function ListingCardActions({ title, onEdit, children, className }: ListingCardActionsProps) {
  return (
    <div className={cn('mt-auto flex gap-2', className)}>
      <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} aria-label={`Edit ${title}`}>
        <Pencil aria-hidden />
        Edit
      </Button>
      {children}
    </div>
  );
}
