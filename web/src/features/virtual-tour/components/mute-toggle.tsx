import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Turns the spoken narration off and on; a pressed toggle means muted. */
export function MuteToggle({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      aria-pressed={muted}
      aria-label="Mute narration"
      onClick={onToggle}
      className={cn(muted && 'border-slate-900 bg-slate-100')}
    >
      {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
      Mute
    </Button>
  );
}
