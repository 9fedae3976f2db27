import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('analytics settings', () => {
  it('defaults to capture on, a 5 s flush, 10,000 buffered rows and 90 days of rows', () => {
    expect(loadConfig({}).analytics).toEqual({
      capture: true,
      flushMs: 5000,
      bufferMax: 10_000,
      retentionDays: 90,
    });
  });

  it('reads each variable', () => {
    expect(
      loadConfig({
        ANALYTICS_CAPTURE: 'off',
        ANALYTICS_FLUSH_MS: '250',
        ANALYTICS_BUFFER_MAX: '50',
        ANALYTICS_RETENTION_DAYS: '30',
      }).analytics,
    ).toEqual({ capture: false, flushMs: 250, bufferMax: 50, retentionDays: 30 });
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ ANALYTICS_CAPTURE: 'maybe' })).toThrow(/ANALYTICS_CAPTURE/);
    expect(() => loadConfig({ ANALYTICS_FLUSH_MS: '10' })).toThrow(
      'ANALYTICS_FLUSH_MS: must be a whole number from 100 to 600000',
    );
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
    expect(() => loadConfig({ ANALYTICS_BUFFER_MAX: 'lots' })).toThrow(/ANALYTICS_BUFFER_MAX/);
  });
});
