import { describe, expect, it } from 'vitest';
import { clusterBox, clusterHtml, escapeHtml, labelBox } from './marker-html';

describe('marker HTML', () => {
  it('escapes names that come from listings before they go into marker HTML', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">& co`)).toBe(
      '&#60;img src=x onerror=&#34;alert(&#39;x&#39;)&#34;&#62;&#38; co',
    );
  });

  it('sizes a price label by its text, standing above its point', () => {
    const short = labelBox('£95k');
    const long = labelBox('£1,250k');
    expect(long.right - long.left).toBeGreaterThan(short.right - short.left);
    expect(short.bottom).toBeLessThan(-short.top);
  });

  it('draws bigger discs for bigger clusters, and marks a highlighted one', () => {
    expect(clusterBox(500).right).toBeGreaterThan(clusterBox(5).right);
    expect(clusterHtml(12, { selected: false, highlighted: true })).toContain('data-highlighted="true"');
    expect(clusterHtml(1_234, { selected: false, highlighted: false })).toContain('>1.2k<');
  });
});
