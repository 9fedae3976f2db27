import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures/test';

/**
 * The quiz, signed out, against figures worked out by hand from SPEC 9 (the monthly repayment
 * P·r(1+r)^300/((1+r)^300 − 1) evaluated with `bc -l`), never against the app's own code.
 */

const stepLine = (page: Page, step: number) => page.getByText(`Step ${step} of 4`, { exact: true });
const progress = (page: Page) => page.getByRole('progressbar', { name: /^Quiz progress/ });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const adviceItems = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title }) }).getByRole('listitem');
const figure = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function answerIncome(page: Page, income: string, employment: string) {
  await page.getByLabel('Annual income').fill(income);
  await page.getByRole('radio', { name: employment, exact: true }).check();
}

test.describe('/mortgage-quiz', () => {
  test('walks the four steps, checks each answer and gives the hand-worked estimate', async ({ page }) => {
    await page.goto('/mortgage-quiz');
    await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Affordability Quiz' })).toBeVisible();
    await expect(page.getByText(/not financial advice/)).toBeVisible();

    // Step 1: nothing answered yet.
    await expect(stepLine(page, 1)).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByRole('heading', { level: 2, name: 'Income & Employment' })).toBeVisible();
    await expect(button(page, 'Previous')).toBeDisabled();
    await expect(button(page, 'Calculate Mortgage')).toHaveCount(0);
    await button(page, 'Next').click();
    await expect(page.getByText('Annual income must be at least £10,000')).toBeVisible();
    await expect(page.getByText('Choose your employment status')).toBeVisible();
    await expect(page.getByLabel('Annual income')).toBeFocused();
    await answerIncome(page, '9,999', 'Employed');
    await button(page, 'Next').click();
    await expect(page.getByText('Annual income must be at least £10,000')).toBeVisible();
    await expect(stepLine(page, 1)).toBeVisible();
    await page.getByLabel('Annual income').fill('50,000');
    // Enter in a field moves on, like Next.
    await page.getByLabel('Annual income').press('Enter');

    // Step 2.
    await expect(stepLine(page, 2)).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('heading', { level: 2, name: 'Property Details' })).toBeFocused();
    await expect(button(page, 'Previous')).toBeEnabled();
    await button(page, 'Next').click();
    await expect(page.getByText('Property value must be at least £50,000')).toBeVisible();
    await expect(page.getByText('Deposit must be at least £1,000')).toBeVisible();
    await page.getByLabel('Property value').fill('240000');
    await page.getByLabel('Deposit').fill('£10,000');
    // Going back keeps the answers.
    await button(page, 'Previous').click();
    await expect(page.getByLabel('Annual income')).toHaveValue('50,000');
    await expect(page.getByRole('radio', { name: 'Employed', exact: true })).toBeChecked();
    await button(page, 'Next').click();
    await expect(page.getByLabel('Deposit')).toHaveValue('£10,000');
    await button(page, 'Next').click();

    // Step 3.
    await expect(stepLine(page, 3)).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '75');
    await expect(button(page, 'Next')).toHaveCount(0);
    await page.getByLabel('Monthly debt repayments').fill('-1');
    await page.getByLabel('Number of dependents').fill('-1');
    await button(page, 'Calculate Mortgage').click();
    await expect(page.getByText('Existing debts cannot be negative')).toBeVisible();
    await expect(page.getByText('Number of dependents cannot be negative')).toBeVisible();
    await expect(page.getByText('Choose your credit score')).toBeVisible();
    await expect(page.getByText('Tell us whether you are a first-time buyer')).toBeVisible();
    await page.getByRole('radio', { name: /^Excellent/ }).check();
    await page.getByLabel('Monthly debt repayments').fill('0');
    await page.getByLabel('Number of dependents').fill('0');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await button(page, 'Calculate Mortgage').click();

    // Step 4: capacity 50,000 × 4.5 × 1 = 225,000 < 240,000 − 10,000 = 230,000 -> loan £225,000;
    // LTV 225,000 ÷ 240,000 = 93.75 -> rate 3.5 + 1 = 4.5%; payment 1,250.623075 -> £1,251;
    // ratio 1,250.62 ÷ (0.75 × 50,000 ÷ 12 = 3,125) = 40.02% (over 40: warns) -> score 89.98 -> 90.
    await expect(stepLine(page, 4)).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeFocused();
    await expect(figure(page, 'Maximum loan')).toHaveText('£225,000');
    await expect(figure(page, 'Monthly payment')).toHaveText('£1,251');
    await expect(figure(page, 'Interest rate')).toHaveText('4.50%');
    await expect(figure(page, 'Loan-to-value')).toHaveText('93.8%');
    // 225,000 + 10,000 is £5,000 short of 240,000: the home is out of reach, so the score is not green.
    await expect(page.getByTestId('out-of-reach')).toContainText(
      'This home is out of reach: you could borrow up to £225,000, so with your £10,000 deposit you are £5,000 short of £240,000.',
    );
    const score = page.getByTestId('affordability-score');
    await expect(score).toHaveText('90/100 · Home out of reach');
    await expect(score).not.toHaveClass(/green/);
    await expect(adviceItems(page, 'Warnings')).toHaveText([
      'High loan-to-value ratio may limit lender options',
      'Monthly payments exceed recommended affordability guidelines',
    ]);
    await expect(adviceItems(page, 'Recommendations')).toHaveText([/Shared Ownership/, /Lifetime ISA/]);

    // Browse: loan plus deposit, 225,000 + 10,000.
    const browse = page.getByRole('link', { name: 'Browse Properties' });
    await expect(browse).toHaveAttribute('href', '/?maxPrice=235000');
    await browse.click();
    await expect(page).toHaveURL('/?maxPrice=235000');
    await expect(page.getByText('Showing homes up to £235,000')).toBeVisible();
  });

  test('self-employed with fair credit, debts and a dependent; Start Over clears everything', async ({
    page,
  }) => {
    await page.goto('/mortgage-quiz');
    await completeQuiz(page);

    // 60,000 × 3.5 × 0.8 − 12 × 250 − 5,000 = 160,000 (< 270,000); LTV 53.33 (no addition);
    // rate 3.5 + 0.8 = 4.3%; payment 871.266574 -> £871; ratio 871.27 ÷ 3,750 = 23.2 -> 106.8 -> 100.
    await expect(figure(page, 'Maximum loan')).toHaveText('£160,000');
    await expect(figure(page, 'Monthly payment')).toHaveText('£871');
    await expect(figure(page, 'Interest rate')).toHaveText('4.30%');
    await expect(figure(page, 'Loan-to-value')).toHaveText('53.3%');
    // 160,000 + 30,000 = 190,000, £110,000 short of 300,000.
    await expect(page.getByTestId('out-of-reach')).toContainText('you are £110,000 short of £300,000');
    await expect(page.getByTestId('affordability-score')).toHaveText('100/100 · Home out of reach');
    await expect(adviceItems(page, 'Warnings')).toHaveText([
      'Credit score may affect available rates',
      'Self-employed applicants may face additional documentation requirements',
    ]);
    await expect(adviceItems(page, 'Recommendations')).toHaveText([/2 to 3 years of accounts/]);
    await expect(page.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute(
      'href',
      '/?maxPrice=190000',
    );

    await button(page, 'Start Over').click();
    await expect(stepLine(page, 1)).toBeVisible();
    await expect(page.getByLabel('Annual income')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Self-employed', exact: true })).not.toBeChecked();
    await button(page, 'Next').click();
    await expect(page.getByText('Annual income must be at least £10,000')).toBeVisible();
  });

  test('has no serious accessibility problems on the questions or the result', async ({ page }) => {
    test.slow();
    await page.goto('/mortgage-quiz');
    await button(page, 'Next').click();
    await expect(page.getByText('Annual income must be at least £10,000')).toBeVisible();
    await expect(a11yViolations(page)).resolves.toEqual([]);
    await completeQuiz(page);
    await expect(stepLine(page, 4)).toBeVisible();
    await expect(a11yViolations(page)).resolves.toEqual([]);
  });
});

/** The second case's answers, step by step, ending with Calculate. */
async function completeQuiz(page: Page) {
  await answerIncome(page, '60000', 'Self-employed');
  await button(page, 'Next').click();
  await page.getByLabel('Property value').fill('300,000');
  await page.getByLabel('Deposit').fill('30,000');
  await button(page, 'Next').click();
  await page.getByRole('radio', { name: /^Fair/ }).check();
  await page.getByLabel('Monthly debt repayments').fill('250');
  await page.getByLabel('Number of dependents').fill('1');
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await button(page, 'Calculate Mortgage').click();
}

async function a11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}
