import { Button } from '@/components/ui/button';

/** SPEC 2's examples; the shared demo data has no sales at these exact postcodes, only nearby. */
const SPEC_EXAMPLES = [
  { postcode: 'CT11 7BB', place: 'Kent' },
  { postcode: 'E14 9AA', place: 'London' },
  { postcode: 'B15 2TT', place: 'Birmingham' },
];

/** Postcodes at the heart of the bundled demo sales, with the years those sales cover. */
const DEMO_EXAMPLES = [
  { postcode: 'SW19 3ES', place: 'Wimbledon, 2010-2020' },
  { postcode: 'L23 6TS', place: 'Crosby, Liverpool 2024-2026' },
  { postcode: 'NE1 4LZ', place: 'Newcastle 2022' },
  { postcode: 'M20 4XQ', place: 'Manchester 2019' },
];

interface PostcodeExamplesProps {
  onPick: (postcode: string) => void;
  disabled?: boolean;
}

/** Example postcodes as buttons: one click searches that postcode. */
export function PostcodeExamples({ onPick, disabled }: PostcodeExamplesProps) {
  const groups = [
    { title: 'Examples:', items: SPEC_EXAMPLES },
    { title: 'With many recorded sales:', items: DEMO_EXAMPLES },
  ];
  return (
    <div className="space-y-2">
      {groups.map((group) => (
        <div key={group.title} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{group.title}</span>
          {group.items.map((example) => (
            <Button
              key={example.postcode}
              type="button"
              variant="outline"
              size="sm"
              className="h-8 rounded-full px-3 text-xs"
              disabled={disabled}
              onClick={() => onPick(example.postcode)}
              aria-label={`Search ${example.postcode} (${example.place})`}
            >
              <span className="font-semibold">{example.postcode}</span>
              <span className="text-slate-500">({example.place})</span>
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}
