import { MousePointerClick } from 'lucide-react';

/** The panel before any marker is chosen: 'Select a Property' and how to use the map (SPEC 2). */
export function SelectPropertyPrompt() {
  return (
    <section aria-labelledby="select-property-title" className="space-y-4">
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <MousePointerClick className="h-10 w-10 text-brand-600" aria-hidden />
        <h2 id="select-property-title" className="text-xl font-semibold">
          Select a Property
        </h2>
        <p className="text-sm text-slate-600">
          Choose a price marker on the map to see the home's details here.
        </p>
      </div>
      <div className="rounded-lg bg-slate-50 p-4 text-sm">
        <h3 className="mb-2 font-semibold text-slate-900">How to use the map</h3>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          <li>Drag to move and use + / − to zoom; homes load for the area in view.</li>
          <li>Markers show prices: blue under £300k, green to £500k, orange to £800k, red above.</li>
          <li>A dark circle counts the homes in one place: choose it to zoom in.</li>
          <li>With a keyboard, Tab to a marker and press Enter to select it.</li>
          <li>Open an area below for its neighbourhood insights; its circle shows on the map.</li>
        </ul>
      </div>
    </section>
  );
}
