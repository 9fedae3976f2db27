import type { Property } from '@contracts/property';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { lotSizeLabel, statusLabel } from '@/lib/property-labels';

/** 'Property Summary' (SPEC 2): type, year built, lot size when known, status. */
export function PropertySummary({ property }: { property: Property }) {
  const lot = lotSizeLabel(property.lotSize);
  const rows = [
    ['Property Type', property.propertyType],
    ['Year Built', property.yearBuilt ? String(property.yearBuilt) : 'N/A'],
    ...(lot ? [['Lot Size', lot]] : []),
    ['Status', statusLabel(property.status)],
  ];
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Property Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
