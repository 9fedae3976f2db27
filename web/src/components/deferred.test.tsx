import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, deferredCodeLoading } from './deferred';

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
