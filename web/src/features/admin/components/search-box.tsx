import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SEARCH_DEBOUNCE_MS } from '../lib/timings';
import { ADMIN_SEARCH_MAX } from '@contracts/admin';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search in force. */
  value: string;
  /** Called with the trimmed text once typing pauses (at once on Enter or clear). */
  onSearch: (q: string) => void;
}

/** A search field that asks the server only when typing pauses; Escape clears it. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string, delay: number) => {
    clearTimeout(timer.current);
    const q = next.trim();
    if (delay === 0) onSearch(q);
    else timer.current = setTimeout(() => onSearch(q), delay);
  };

  return (
    <form
      role="search"
      className="relative w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        commit(text, 0);
      }}
    >
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={ADMIN_SEARCH_MAX}
        placeholder={placeholder}
        autoComplete="off"
        className="pl-9 pr-9 [&::-webkit-search-cancel-button]:hidden"
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value, SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            commit('', 0);
          }
        }}
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          onClick={() => {
            setText('');
            commit('', 0);
          }}
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </form>
  );
}
