import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('SOLD_AUTO_DOWNLOAD and SOLD_UPDATE_INTERVAL', () => {
  it('download on a first start and check daily, except in tests', () => {
    expect(loadConfig({}).downloads).toMatchObject({ autoDownload: true, updateIntervalMs: 86_400_000 });
    expect(loadConfig({ NODE_ENV: 'production' }).downloads).toMatchObject({
      autoDownload: true,
      updateIntervalMs: 86_400_000,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).downloads).toMatchObject({
      autoDownload: false,
      updateIntervalMs: 0,
    });
  });

  it('take on/off and intervals in s, m, h or d, 0 for never', () => {
    expect(loadConfig({ SOLD_AUTO_DOWNLOAD: '0' }).downloads.autoDownload).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SOLD_AUTO_DOWNLOAD: 'on' }).downloads.autoDownload).toBe(true);
    expect(loadConfig({ SOLD_UPDATE_INTERVAL: '12h' }).downloads.updateIntervalMs).toBe(43_200_000);
    expect(loadConfig({ SOLD_UPDATE_INTERVAL: '7d' }).downloads.updateIntervalMs).toBe(604_800_000);
    expect(loadConfig({ SOLD_UPDATE_INTERVAL: '0' }).downloads.updateIntervalMs).toBe(0);
  });

  it('refuse anything else with the variable named', () => {
    expect(() => loadConfig({ SOLD_UPDATE_INTERVAL: 'daily' })).toThrow(
      'SOLD_UPDATE_INTERVAL: must look like 15m (a number with s, m, h or d), or 0 for off',
    );
    expect(() => loadConfig({ SOLD_AUTO_DOWNLOAD: 'maybe' })).toThrow('SOLD_AUTO_DOWNLOAD');
  });
});
