import { areaMessages, encodePolyline } from '@contracts/search-area';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverQueuedEmails } from '../../../lib/email-queue';
import { AREA_PLACE_NAMES, AREA_PLACES, U_AREA, U_AREA_ENCODED } from '../../../test/area-fixtures';
import { registerUser } from '../../../test/auth-helpers';
import { insertListing } from '../../../test/saved-search-fixtures';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { queueAlerts } from './alert-run';

describe('a saved search with a drawn area', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps the area, and its alert e-mail names only the new homes inside it', async () => {
    const user = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: user.headers,
      payload: { name: 'Rannoch Moor', filters: { area: U_AREA_ENCODED } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: user.headers });
    expect(list.json<{ filters: object }[]>()[0]!.filters).toEqual({ area: U_AREA_ENCODED });

    for (const name of AREA_PLACE_NAMES) {
      const place = AREA_PLACES[name];
      await insertListing(t.database.db, {
        title: `Moor home ${name}`,
        latitude: String(place.latitude),
        longitude: String(place.longitude),
      });
    }
    await queueAlerts(t.database.db, t.config.publicUrl);
    await deliverQueuedEmails(t.database.db, t.app.mailer, t.app.log);

    const outbox = t.app.mailer.outboxDir!;
    const files = await readdir(outbox);
    const mails = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
    const mail = mails
      .map((m) => m.replace(/=\r?\n/g, ''))
      .find((m) => m.includes(`To: ${user.email}`) && m.includes('Subject: Home Hunter alert'));
    expect(mail).toBeDefined();
    for (const name of AREA_PLACE_NAMES) {
      const named = mail!.includes(`Moor home ${name},`);
      expect(named, `${name} ${AREA_PLACES[name].inside ? 'inside' : 'outside'}`).toBe(
        AREA_PLACES[name].inside,
      );
    }
  });

  it('refuses to save an area that crosses itself, with the reason', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: user.headers,
      payload: {
        name: 'Bow tie',
        filters: { area: encodePolyline([U_AREA[0]!, U_AREA[2]!, U_AREA[1]!, U_AREA[7]!]) },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(areaMessages.crosses);
  });
});
