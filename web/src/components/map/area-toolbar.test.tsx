import { decodePolyline, encodePolyline } from '@contracts/search-area';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AreaToolbar } from './area-toolbar';
import { type AreaDrawing, useAreaDrawing } from './use-area-drawing';

/** The toolbar with its real state, the area kept where a page keeps it (here: state, not the URL). */
function Harness({ onDrawing }: { onDrawing: (drawing: AreaDrawing) => void }) {
  const [area, setArea] = useState<string | null>(null);
  const drawing = useAreaDrawing(setArea);
  onDrawing(drawing);
  return (
    <>
      <AreaToolbar drawing={drawing} hasArea={area !== null} />
      <div data-testid="area">{area ?? ''}</div>
    </>
  );
}

function renderToolbar() {
  let latest: AreaDrawing | undefined;
  render(<Harness onDrawing={(drawing) => (latest = drawing)} />);
  return () => latest!;
}

describe('AreaToolbar', () => {
  it('searches the map view from the keyboard once the map has reported it, and removes the area', async () => {
    const user = userEvent.setup();
    const drawing = renderToolbar();
    const searchView = screen.getByRole('button', { name: 'Search this map area' });
    expect(searchView).toHaveProperty('disabled', true);

    act(() => drawing().onView({ south: 51.4, west: -0.3, north: 51.5, east: -0.1 }));
    searchView.focus();
    await user.keyboard('{Enter}');
    const corners = decodePolyline(screen.getByTestId('area').textContent!)!;
    expect(corners.map(([lat]) => lat)).toEqual(expect.arrayContaining([51.4, 51.5]));
    expect(corners.map(([, lng]) => lng)).toEqual(expect.arrayContaining([-0.3, -0.1]));
    expect(screen.getByRole('status').textContent).toBe('Showing only homes inside the drawn area.');

    await user.click(screen.getByRole('button', { name: 'Remove area' }));
    expect(screen.getByTestId('area').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove area' })).toBeNull();
  });

  it('says how to draw while drawing, and why a drawn area was refused', async () => {
    const user = userEvent.setup();
    const drawing = renderToolbar();
    await user.click(screen.getByRole('button', { name: 'Draw an area' }));
    expect(screen.getByRole('status').textContent).toContain('click the first corner to finish');
    expect(screen.getByRole('button', { name: 'Stop drawing' })).toBeTruthy();

    // A bow tie: its edges cross.
    const bowTie = encodePolyline([
      [51.4, -0.3],
      [51.5, -0.1],
      [51.5, -0.3],
      [51.4, -0.1],
    ]);
    act(() => drawing().onDrawn(bowTie));
    expect(screen.getByRole('alert').textContent).toBe('The drawn area crosses itself');
    expect(screen.getByTestId('area').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Draw an area' })).toBeTruthy();
  });
});
