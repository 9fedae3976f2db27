import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures/test';
import sharp from 'sharp';
import { newUser, registerViaApi } from './fixtures/accounts';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { expectToast } from './fixtures/toast';

test.beforeAll(beforeAllWaitForDemoData);

/** A small photo made on the spot (no binary files in the repository). */
async function photo(name: string, format: 'jpeg' | 'png', colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test.describe('/my-properties', () => {
  test('signed out: asks to sign in, then goes to the login page', async ({ page }) => {
    await page.goto('/my-properties');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to manage your listings' }),
    ).toBeVisible();
    await expectToast(page, 'Authentication Required', 'Please log in to manage your properties.');
    await expect(page).toHaveURL('/login');
  });

  test('a newcomer lists a home with photos, finds it everywhere, edits it and removes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = newUser('Olivia');
    await registerViaApi(page.request, user);
    const title = `Garden flat ${user.username}`;

    await page.goto('/my-properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
    await expect(page.getByText('Manage your property listings • 0 properties')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No properties listed yet' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'List Property' }).click();
    const form = page.getByRole('dialog', { name: 'List Your Property' });
    await form.getByLabel('Property Title*').fill(title);
    await form.getByLabel('Price (£)*').fill('485,000');
    await form.getByLabel('Bedrooms').fill('2');
    await form.getByLabel('Bathrooms').fill('1.5');
    await form.getByLabel('Square Feet*').fill('840');
    await form.getByLabel('Property Description*').fill('<b>Bright</b> garden flat near Wimbledon Park.');
    await form.getByLabel('Features*').fill('Private garden, Period features');
    await form.getByLabel('Address*').fill('21 Arthur Road');
    await form.getByLabel('City*').fill('London');
    await form.getByLabel('County/Region*').fill('Greater London');
    await form.getByLabel('Postcode*').fill('sw19 3es');
    await form.getByLabel('Postcode*').blur();
    await expectToast(page, 'Coordinates Found!');
    await expect(form.getByLabel('Latitude')).toHaveValue(/^51\.4\d*/);
    await expect(form.getByLabel('Longitude')).toHaveValue(/^-0\.2\d*/);
    await expectNoSeriousViolations(page);

    await form.getByRole('button', { name: 'Upload Images' }).click();
    const uploader = page.getByRole('dialog', { name: 'Upload Images' });
    await uploader
      .getByLabel('Choose photos')
      .setInputFiles([
        await photo('front.jpg', 'jpeg', '#8a5a44'),
        await photo('garden.png', 'png', '#3f7d3a'),
      ]);
    await expect(uploader.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await uploader.getByRole('button', { name: 'Upload 2 Images' }).click();
    await expectToast(page, 'Images Added!', '2 image(s) ready. Click Save to update the property.');
    await expect(uploader).toBeHidden();
    await expect(form.getByRole('img', { name: /^Photo \d/ })).toHaveCount(2);
    await form.getByRole('button', { name: 'Move photo 2 earlier' }).click();

    await form.getByRole('button', { name: 'List Property' }).click();
    await expectToast(page, 'Property listed successfully', 'Property created successfully.');
    await expect(form).toBeHidden();
    await expect(page.getByText('Manage your property listings • 1 property')).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('£485,000')).toBeVisible();
    await expect(card.getByText('SW19 3ES')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Key facts' })).toHaveText(/2 beds\s*1\.5 baths\s*840 sqft/);
    const detailHref = (await card.getByRole('link', { name: title }).getAttribute('href')) ?? '';
    const id = detailHref.split('/').pop();

    // On the home page (newest first), on the map and on its own page.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    await page.goto(`/map?property=${id}`);
    // The marker's box has no size of its own: its price label is what shows.
    const marker = page.locator('.leaflet-container').locator(`[title="${title}, £485,000"]`);
    await expect(marker.locator('[data-highlighted]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'View Full Details' })).toHaveAttribute('href', detailHref);
    await page.goto(detailHref);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('<b>Bright</b> garden flat near Wimbledon Park.')).toBeVisible();
    await expect(page.getByText('N/A').first()).toBeVisible();
    const cover = page.getByRole('main').locator('img[src^="/objects/uploads/"]').first();
    await expect(cover).toBeVisible();
    // The photo's own file keeps its size (the browser may show a smaller one from its srcset).
    const fullWidth = await cover.evaluate(async (img: HTMLImageElement) => {
      const full = new Image();
      full.src = img.getAttribute('src')!;
      await full.decode();
      return full.naturalWidth;
    });
    expect(fullWidth).toBe(640);

    // Edit it.
    await page.goto('/my-properties');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit Property - ${title}` });
    await expect(editor.getByLabel('Postcode*')).toHaveValue('SW19 3ES');
    await editor.getByLabel('Price (£)*').fill('465000');
    await editor.getByLabel('Year Built').fill('1905');
    await editor.getByLabel('Bedrooms').fill('0');
    await expectNoSeriousViolations(page);
    await editor.getByRole('button', { name: 'Update Property' }).click();
    await expectToast(page, 'Property updated successfully');
    await expect(card.getByText('£465,000')).toBeVisible();
    // A home without a separate bedroom is a studio, as on every other card.
    await expect(card.getByRole('list', { name: 'Key facts' })).toContainText('Studio');

    // Remove it.
    await page.getByRole('button', { name: `Remove ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove '${title}'?` });
    await expect(
      confirm.getByText('Are you sure you want to delete this property? This action cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove Property' }).click();
    await expectToast(page, 'Property removed successfully');
    await expect(page.getByRole('heading', { name: 'No properties listed yet' })).toBeVisible();
    await page.goto(detailHref);
    await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible({ timeout: 20_000 });
  });

  test('refuses bad fields and files with clear messages', async ({ page }) => {
    await registerViaApi(page.request, newUser('Amir'));
    await page.goto('/my-properties');
    await page.getByRole('button', { name: 'List Property' }).click();
    const form = page.getByRole('dialog', { name: 'List Your Property' });
    await form.getByLabel('Price (£)*').fill('0');
    await form.getByLabel('Postcode*').fill('NOT A POSTCODE');
    await form.getByRole('button', { name: 'List Property' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Price must be greater than 0')).toBeVisible();
    await expect(form.getByText('Enter a valid UK postcode, e.g. SW19 3ES')).toBeVisible();

    await form.getByRole('button', { name: 'Upload Images' }).click();
    const uploader = page.getByRole('dialog', { name: 'Upload Images' });
    const sixPhotos = await Promise.all(
      Array.from({ length: 6 }, (_, i) => photo(`room-${i + 1}.jpg`, 'jpeg', '#777777')),
    );
    await uploader
      .getByLabel('Choose photos')
      .setInputFiles([
        ...sixPhotos,
        { name: 'notes.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') },
      ]);
    await expect(uploader.getByText('You can only upload up to 5 images')).toBeVisible();
    await expect(uploader.getByText('notes.svg is not a JPEG, PNG, WebP or GIF image')).toBeVisible();
    await expect(uploader.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem')).toHaveCount(
      5,
    );
  });
});
