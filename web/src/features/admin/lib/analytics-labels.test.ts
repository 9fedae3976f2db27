import { describe, expect, it } from 'vitest';
import {
  barPercent,
  pageLabel,
  parsePeriod,
  periodOptions,
  responseTimeLabel,
  sourceLabel,
  statusTone,
  topSourceLabel,
} from './analytics-labels';

describe('period options', () => {
  it('offers the four periods of SPEC 9 with their labels', () => {
    expect(periodOptions).toEqual([
      { days: 1, label: 'Last 24 hours' },
      { days: 7, label: 'Last 7 days' },
      { days: 30, label: 'Last 30 days' },
      { days: 90, label: 'Last 90 days' },
    ]);
  });

  it('reads a period from text, falling back to the default', () => {
    expect(parsePeriod('30', 7)).toBe(30);
    expect(parsePeriod(' 90 ', 7)).toBe(90);
    expect(parsePeriod('14', 7)).toBe(7);
    expect(parsePeriod(null, 7)).toBe(7);
    expect(parsePeriod('', 7)).toBe(7);
  });
});

describe('labels', () => {
  it("shows the root path as 'Homepage' and other paths as they are", () => {
    expect(pageLabel('/')).toBe('Homepage');
    expect(pageLabel('/search')).toBe('/search');
    expect(pageLabel('/property/abc?x=1')).toBe('/property/abc?x=1');
  });

  it("shows no referrer as 'Direct Traffic' in the list and 'Direct' on the card", () => {
    expect(sourceLabel(null)).toBe('Direct Traffic');
    expect(sourceLabel('')).toBe('Direct Traffic');
    expect(sourceLabel('https://www.google.com/')).toBe('https://www.google.com/');
    expect(topSourceLabel(null)).toBe('Direct');
    expect(topSourceLabel(undefined)).toBe('Direct');
    expect(topSourceLabel('https://duckduckgo.com/')).toBe('https://duckduckgo.com/');
  });

  it('shows response times in milliseconds', () => {
    expect(responseTimeLabel(12)).toBe('12ms');
    expect(responseTimeLabel(0)).toBe('0ms');
    expect(responseTimeLabel(null)).toBe('');
  });
});

describe('statusTone', () => {
  it('colours 2xx green, 3xx blue, 4xx orange and everything else red', () => {
    expect(statusTone(200)).toBe('success');
    expect(statusTone(204)).toBe('success');
    expect(statusTone(299)).toBe('success');
    expect(statusTone(301)).toBe('redirect');
    expect(statusTone(304)).toBe('redirect');
    expect(statusTone(400)).toBe('client-error');
    expect(statusTone(404)).toBe('client-error');
    expect(statusTone(499)).toBe('client-error');
    expect(statusTone(500)).toBe('error');
    expect(statusTone(503)).toBe('error');
    expect(statusTone(101)).toBe('error');
    expect(statusTone(0)).toBe('error');
  });

  it('shows a page view (no status of its own) as neither success nor error', () => {
    expect(statusTone(null)).toBe('page-view');
    expect(statusTone(undefined)).toBe('page-view');
  });
});

describe('barPercent', () => {
  it('scales to the largest value and never hides a non-zero one', () => {
    expect(barPercent(50, 100)).toBe(50);
    expect(barPercent(100, 100)).toBe(100);
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(0, 100)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
  });
});
