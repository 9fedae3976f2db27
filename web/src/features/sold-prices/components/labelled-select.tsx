import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';

interface LabelledSelectProps<T extends string | number> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onValueChange: (value: T) => void;
  className?: string;
}

/** A Radix select with its visible label; option values may be numbers (Radix itself needs strings). */
export function LabelledSelect<T extends string | number>(props: LabelledSelectProps<T>) {
  const { id, label, value, options, optionLabel, onValueChange, className } = props;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={String(value)}
        onValueChange={(text) => {
          const chosen = options.find((option) => String(option) === text);
          if (chosen !== undefined) onValueChange(chosen);
        }}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={String(option)}>
              {optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
