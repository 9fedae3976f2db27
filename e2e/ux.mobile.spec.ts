import { test } from './fixtures/test';
import { beforeAllWaitForDemoData } from './fixtures/demo-data';
import {
  accountNameAndEmailChange,
  contactAgentPerField,
  openOwnListing,
  quizOutOfReach,
  shot,
  signedOutSaveCompletedAfterSignIn,
  stampDutyCases,
  toastGoneAfterNavigating,
} from './fixtures/ux-flows';

/** Issue 17 (money figures, feedback, account) on a phone 390 wide; ux.spec.ts on a desktop. */
test.beforeAll(beforeAllWaitForDemoData);

test('the quiz says plainly when a home is out of reach', async ({ page }, testInfo) => {
  await quizOutOfReach(page, testInfo);
});

test('the stamp duty panel switches between buyers and nations', async ({ page, browser }, testInfo) => {
  await openOwnListing(page, browser);
  await stampDutyCases(page, testInfo);
  await shot(page, testInfo, 'property-detail');
});

test('Contact Agent marks each missing field with its own message', async ({ page, browser }, testInfo) => {
  await openOwnListing(page, browser);
  await contactAgentPerField(page, testInfo);
});

test('a signed-out Save is completed after signing in', async ({ page, browser }, testInfo) => {
  await signedOutSaveCompletedAfterSignIn(page, browser, testInfo);
});

test('a toast closes when the user moves to another page', async ({ page }) => {
  await toastGoneAfterNavigating(page);
});

test('the account page changes the name and the e-mail address', async ({ page, browser }, testInfo) => {
  await accountNameAndEmailChange(page, browser, testInfo);
});
