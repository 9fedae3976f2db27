import { ChevronDown, ChevronUp, Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface HomeHeroProps {
  searchOpen: boolean;
  onToggleSearch: () => void;
  /** The filter panel, shown under the hero while open. */
  children: ReactNode;
}

/** 'Find Your Dream Home' with the 'Search Properties' / 'Hide Search' toggle (SPEC 2, Home). */
export function HomeHero({ searchOpen, onToggleSearch, children }: HomeHeroProps) {
  const panelId = useId();
  return (
    <section
      aria-labelledby={`${panelId}-title`}
      className="bg-gradient-to-br from-brand-700 via-brand-600 to-sky-500 text-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <div className="max-w-2xl space-y-4">
          <h1 id={`${panelId}-title`} className="text-4xl font-bold tracking-tight sm:text-5xl">
            Find Your Dream Home
          </h1>
          <p className="text-lg text-blue-50">
            Homes for sale across the UK, with the real prices neighbouring homes sold for.
          </p>
          <Button
            type="button"
            size="lg"
            variant="secondary"
            onClick={onToggleSearch}
            aria-expanded={searchOpen}
            aria-controls={panelId}
            className="bg-white text-brand-700 hover:bg-blue-50"
          >
            <Search aria-hidden />
            {searchOpen ? 'Hide Search' : 'Search Properties'}
            {searchOpen ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
          </Button>
        </div>
        <div id={panelId} hidden={!searchOpen} className="mt-8">
          {searchOpen && children}
        </div>
      </div>
    </section>
  );
}
