import { expect, type Page, test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import { expectToast } from './fixtures/toast';

test.beforeAll(beforeAllWaitForDemoData);

/** Opens the first listing on the home page through its 'View Details' button; returns its title. */
async function openFirstListing(page: Page): Promise<string> {
  await page.goto('/');
  const link = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^View Details: / });
  const title = ((await link.getAttribute('aria-label')) ?? '').replace(/^View Details: /, '');
  await link.click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  return title;
}

/**
 * Opens a demo listing with several photos. Not simply the newest: other tests list homes without
 * photos while this one runs, and those come first on the home page.
 */
async function openListingWithPhotos(page: Page): Promise<string> {
  const response = await page.request.get('/api/properties?limit=50');
  const listings = (await response.json()) as { id: string; title: string; images: string[] | null }[];
  const listing = listings.find((l) => (l.images?.length ?? 0) > 1);
  expect(listing, 'a listing with several photos').toBeDefined();
  await page.goto(`/property/${listing!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible({
    timeout: 20_000,
  });
  return listing!.title;
}

test.describe('property detail', () => {
  test('the photo gallery counts, wraps with the arrow keys and closes with Escape', async ({ page }) => {
    const title = await openListingWithPhotos(page);
    // The tab names the home and its price.
    await expect.poll(() => page.title()).toMatch(new RegExp(`, £[\\d,]+ · Home Hunter$`));
    expect(await page.title()).toContain(title);
    const viewAll = page.getByRole('button', { name: /^View All Photos \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec(await viewAll.innerText())![1]);
    expect(count).toBeGreaterThan(1);
    await viewAll.click();

    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`1 / ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`2 / ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${count} / ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`1 / ${count}`)).toBeVisible();
    const photo = dialog.getByRole('img', { name: `${title}, photo 1 of ${count}` });
    await expect(photo).toBeVisible();
    // SPEC 9: the gallery's main image is 500 px high (the desktop window has room for it).
    expect((await photo.boundingBox())?.height).toBe(500);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Contact Agent asks for every field, then sends the message', async ({ page }) => {
    await openFirstListing(page);
    const form = page.getByRole('form', { name: 'Contact agent' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Please fill in all fields', 'All contact information is required.');

    await form.getByLabel('First name').fill('Olivia');
    await form.getByLabel('Last name').fill('Bennett');
    await form.getByLabel('Email').fill('olivia.bennett@example.co.uk');
    await form.getByLabel('Phone').fill('07700 900123');
    await form.getByLabel('Message').fill('Is the property still available for a viewing next week?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message sent!', 'The agent will contact you soon.');
    // Sent: the message box empties for the next one, the contact details stay.
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByLabel('First name')).toHaveValue('Olivia');
  });

  test('an unknown listing id shows Property Not Found', async ({ page }) => {
    await page.goto('/property/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText("The property you're looking for doesn't exist.")).toBeVisible();
  });
});
