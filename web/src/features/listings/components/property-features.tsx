import { Check } from 'lucide-react';
import { DetailSection } from './detail-section';

/** 'Features & Amenities' (SPEC 2); hidden when the listing names none. */
export function PropertyFeatures({ features }: { features: string[] }) {
  if (features.length === 0) return null;
  return (
    <DetailSection title="Features & Amenities">
      <ul className="grid gap-2 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-2 text-slate-700">
            <Check className="h-4 w-4 shrink-0 text-green-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
