import { FAVORITE_NOTE_MAX } from '@contracts/favorite';
import { NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toastRequestError } from '@/lib/toast-error';
import { useSaveNote } from '../api/save-note';

interface FavoriteNoteProps {
  propertyId: string;
  propertyTitle: string;
  note: string | null;
}

/** The user's private note on a saved home: shown, added, edited or cleared in place. */
export function FavoriteNote({ propertyId, propertyTitle, note }: FavoriteNoteProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSaveNote();

  if (draft === null) {
    return (
      <div className="space-y-1.5">
        {note && (
          <p className="whitespace-pre-line rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-800">
            {note}
          </p>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-ml-2 text-brand-700"
          onClick={() => setDraft(note ?? '')}
          aria-label={`${note ? 'Edit note' : 'Add a private note'}: ${propertyTitle}`}
        >
          <NotebookPen aria-hidden />
          {note ? 'Edit note' : 'Add a private note'}
        </Button>
      </div>
    );
  }

  const submit = () =>
    save.mutate(
      { propertyId, note: draft },
      {
        onSuccess: () => setDraft(null),
        onError: (error) => toastRequestError(error, 'Note not saved', 'Please try again.'),
      },
    );
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor={id}>Private note (only you can see it)</Label>
      <Textarea
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={FAVORITE_NOTE_MAX}
        rows={3}
        autoFocus
        placeholder="e.g. Ask about the service charge"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save note'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => setDraft(null)}
          disabled={save.isPending}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
