import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, deferredCodeLoading, deferredPartsHydrated, hydratedApart } from './deferred';

describe('deferred', () => {
  it('says when its code is still on its way, so a server render waits and renders it whole', async () => {
    let arrive!: (part: ComponentType<{ name: string }>) => void;
    const Greeting = deferred<{ name: string }>(
      () => new Promise((resolve) => (arrive = resolve)),
      <p>Loading</p>,
    );
    expect(deferredCodeLoading()).toHaveLength(0);
    expect(renderToString(<Greeting name="Ada" />)).toContain('Loading');

    const loading = deferredCodeLoading();
    expect(loading).toHaveLength(1);
    arrive(({ name }) => <p>Hello {name}</p>);
    await Promise.all(loading);
    expect(deferredCodeLoading()).toHaveLength(0);
    expect(renderToString(<Greeting name="Ada" />)).toMatch(/Hello (<!-- -->)?Ada/);
  });
});

describe('hydratedApart', () => {
  it("hydrates a part's server HTML in place, apart from the page, and then counts it as live", async () => {
    const Part = hydratedApart(({ label }: { label: string }) => <button type="button">{label}</button>);
    const page = (
      <main>
        <h1>Homes</h1>
        <Part label="Save" />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const serverButton = container.querySelector('button');
    // A Suspense boundary in the HTML: React hydrates what is inside it in a pass of its own.
    expect(container.innerHTML).toContain('<!--$-->');

    await act(async () => void hydrateRoot(container, page));
    await deferredPartsHydrated();
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('Save');
  });
});
