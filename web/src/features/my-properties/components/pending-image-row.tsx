import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatNumber } from '@/lib/format';
import type { PendingImage } from '../hooks/use-image-uploads';

interface PendingImageRowProps {
  item: PendingImage;
  onRemove: () => void;
  disabled: boolean;
}

/** A chosen photo waiting in the upload dialog: preview, name, size, progress, and why it failed. */
export function PendingImageRow({ item, onRemove, disabled }: PendingImageRowProps) {
  const sizeMb = formatNumber(Math.max(0.01, Math.round((item.file.size / 1_048_576) * 100) / 100));
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
      <img src={item.preview} alt="" className="h-14 w-14 shrink-0 rounded object-cover" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="truncate text-sm font-medium">{item.file.name}</p>
        {item.status === 'failed' && <p className="text-sm text-red-700">{item.error}</p>}
        {item.status === 'waiting' && <p className="text-xs text-slate-500">{sizeMb} MB, ready to upload</p>}
        {item.status === 'uploading' && (
          <Progress value={item.progress} aria-label={`Upload progress of ${item.file.name}`} />
        )}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove ${item.file.name}`}
        onClick={onRemove}
        disabled={disabled}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}
