import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { VirtualTourState } from '../hooks/use-virtual-tour';
import { playLabel } from '../lib/tour-state';
import { MuteToggle } from './mute-toggle';
import { TourProgress } from './tour-progress';
import { TourStopButtons } from './tour-stop-buttons';

/**
 * SPEC 2: previous, next, pause/start/resume, the mute toggle (only where the browser can speak),
 * numbered stop buttons and the progress bar.
 */
export function TourControls({ tour, titles }: { tour: VirtualTourState; titles: readonly string[] }) {
  const playing = tour.status === 'playing';
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <TourProgress
          index={tour.index}
          count={tour.count}
          elapsed={tour.elapsed}
          progress={tour.progress}
          status={tour.status}
          title={titles[tour.index] ?? ''}
        />
        {/* On a phone the three main buttons share one row: the arrows' icons make way for the words. */}
        <div className="flex flex-wrap items-center gap-2">
          <div className="grid flex-1 grid-cols-[1fr_1.4fr_1fr] gap-2 sm:flex sm:flex-none">
            <Button
              type="button"
              variant="outline"
              onClick={tour.previous}
              disabled={tour.index === 0}
              className="max-sm:px-2 max-sm:[&_svg]:hidden"
            >
              <SkipBack aria-hidden />
              Previous
            </Button>
            <Button type="button" onClick={tour.togglePlay} className="max-sm:px-2 sm:min-w-36">
              {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
              {playLabel(tour.status)}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={tour.next}
              disabled={tour.index === tour.count - 1}
              className="max-sm:px-2 max-sm:[&_svg]:hidden"
            >
              Next
              <SkipForward aria-hidden />
            </Button>
          </div>
          {tour.narration.supported && (
            <div className="sm:ml-auto">
              <MuteToggle muted={tour.narration.muted} onToggle={tour.narration.toggleMute} />
            </div>
          )}
        </div>
        <TourStopButtons titles={titles} index={tour.index} onSelect={tour.goTo} />
      </CardContent>
    </Card>
  );
}
