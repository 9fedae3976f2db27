import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A sold search's submit button: 'Searching...' and disabled while a search runs. */
export function SearchSubmitButton({ busy, label, wide }: { busy: boolean; label: string; wide?: boolean }) {
  return (
    <Button type="submit" disabled={busy} className={cn(wide && 'col-span-2 w-full md:col-span-1 md:w-auto')}>
      <Search aria-hidden />
      {busy ? 'Searching...' : label}
    </Button>
  );
}
