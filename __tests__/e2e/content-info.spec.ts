import { test, expect, waitForHydration, fillFields } from './fixtures';
import { getCareers, getFaq, getInfoPage, getPartners, getTestimonials } from '../../lib/content/info';
import { getSite } from '../../lib/content/site';
import { formatDate } from '@/lib/format/en-us';
import { escapeRegExp } from './content-records';
import { isExampleAddress } from '@/lib/email/example-address';
import { at } from '@/lib/must';

/** The start of a mailto: link to this address, as a RegExp source. */
const mailtoTo = (address: string) => `^mailto:${escapeRegExp(address)}`;
const terms = getInfoPage('terms');
const privacy = getInfoPage('privacy');

test.describe('information pages', () => {
  test('help center: the FAQ search narrows the questions and the accordion works from the keyboard', async ({ page }) => {
    await page.goto('/help/');
    await waitForHydration(page);
    const faq = getFaq();
    const refunds = faq.find((f) => f.id === 'refunds')!;
    const list = page.getByRole('list', { name: 'Frequently asked questions' });
    await expect(list.getByRole('listitem')).toHaveCount(faq.length);
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('REFUND');
    await expect(page.getByText('match your search')).toBeVisible();
    const refund = list.locator('summary', { hasText: refunds.question });
    await expect(refund).toBeVisible();
    const answer = page.getByText(at(refunds.answer, 0));
    await expect(answer).toBeHidden();
    await refund.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('(zzq');
    await expect(page.getByText('No answers match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(faq.length);
  });

  test('terms: Accept Terms records the date and is remembered after a reload', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T12:00:00'));
    await page.goto('/terms/');
    await waitForHydration(page);
    await expect(page.getByText(`Last updated: ${formatDate(terms.lastUpdated!)}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toContainText(terms.sections.map((s) => s.title));
    await page.getByRole('button', { name: 'Accept Terms' }).click();
    await expect(page.getByText('Accepted on November 21, 2026')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Accepted on November 21, 2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terms Accepted' })).toBeDisabled();
  });

  test('terms: Contact Support prepares an email to support', async ({ page }) => {
    await page.goto('/terms/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact support' });
    await fillFields(dialog, { 'Your name': 'Jo Fan', Email: 'jo@example.com', 'Your question': 'Can I enter two contests on the same weekend?' });
    await dialog.getByRole('button', { name: 'Prepare email' }).click();
    await expect(dialog.getByRole('link', { name: 'Open in email app' })).toHaveAttribute(
      'href',
      new RegExp(`${mailtoTo(terms.contactEmail!)}\\?subject=Question%20about%20the%20Terms%20of%20Service&body=Name%3A%20Jo%20Fan`),
    );
  });

  test('privacy: its date, its sections in order and Contact Privacy Team ends in mailto', async ({ page }) => {
    await page.goto('/privacy/');
    await waitForHydration(page);
    await expect(page.getByText(`Last updated: ${formatDate(privacy.lastUpdated!)}`)).toBeVisible();
    const headings = page.locator('section[id] > h2');
    await expect(headings).toHaveText(privacy.sections.map((s) => s.title));
    await page.getByRole('button', { name: 'Contact Privacy Team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact the privacy team' });
    await dialog.getByRole('button', { name: 'Prepare email' }).click();
    await expect(dialog.getByText('Enter your name.')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await dialog.getByLabel('Your name').fill('Ana');
    await dialog.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await dialog.getByLabel('Your request').fill('Please delete everything you hold about me.');
    await dialog.getByRole('button', { name: 'Prepare email' }).click();
    await expect(dialog.getByRole('link', { name: 'Open in email app' })).toHaveAttribute(
      'href',
      new RegExp(`${mailtoTo(privacy.contactEmail!)}\\?subject=Privacy%20request&body=`),
    );
  });

  test('careers: Apply Now and Submit Resume end in a mailto with the position', async ({ page }) => {
    const careers = getCareers();
    const job = at(careers.positions, 0, 'open position');
    const other = at(careers.positions, -1, 'open position');
    await page.goto('/careers/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 3 })).toContainText([...careers.perks.map((p) => p.title), ...careers.positions.map((p) => p.title)]);
    await page.getByRole('button', { name: new RegExp(`^Apply Now\\W+${escapeRegExp(job.title)}$`) }).click();
    const dialog = page.getByRole('dialog', { name: `Apply: ${job.title}` });
    await dialog.getByLabel('Your name').fill('Rae Lopez');
    await dialog.getByLabel('Email').fill('rae@example.com');
    await dialog.getByLabel('Why you are a great fit').fill('I ran logistics for three national championships.');
    // Closed by mistake and opened again: what was typed is still there.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: new RegExp(`^Apply Now\\W+${escapeRegExp(job.title)}$`) }).click();
    await expect(dialog.getByLabel('Your name')).toHaveValue('Rae Lopez');
    await expect(dialog.getByLabel('Why you are a great fit')).toHaveValue('I ran logistics for three national championships.');
    await dialog.getByRole('button', { name: 'Prepare email' }).click();
    const link = dialog.getByRole('link', { name: 'Open in email app' });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(
        `${mailtoTo(careers.contactEmail)}\\?subject=${escapeRegExp(encodeURIComponent(`Application: ${job.title} (${job.department}, ${job.location})`))}&body=Name%3A%20Rae%20Lopez%0AEmail%3A%20rae%40example\\.com`,
      ),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^Submit Resume\\W+${escapeRegExp(other.title)}$`) }).click();
    await expect(page.getByRole('dialog', { name: `Submit your resume: ${other.title}` })).toBeVisible();
  });

  test('partners: the partners (a website link for each real address), the benefits, one quote per testimonial and Partner With Us', async ({ page }) => {
    await page.goto('/partners/');
    await waitForHydration(page);
    const { partners, benefits, contactEmail } = getPartners();
    await expect(page.getByRole('region', { name: 'Our partners' }).getByRole('heading', { level: 3 })).toHaveText(partners.map((p) => p.name));
    const real = partners.filter((p) => !isExampleAddress(p.website));
    await expect(page.getByRole('link', { name: /^Visit website/ })).toHaveCount(real.length);
    // The link's name: "Visit website" and, for a screen reader, the partner and the new tab (\W+: the flex layout may add a space).
    for (const p of real)
      await expect(page.getByRole('link', { name: new RegExp(`^Visit website\\W+${escapeRegExp(p.name)} \\(opens in a new tab\\)$`) })).toHaveAttribute(
        'href',
        p.website,
      );
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { name: at(benefits, 0, 'benefit').title, exact: true }) })
        .getByRole('listitem'),
    ).toHaveCount(benefits.length);
    await expect(page.locator('blockquote')).toHaveText(getTestimonials('partners').map((t) => `“${t.quote}”`));
    // By keyboard: Enter opens the dialog, Escape closes it and gives focus back to its button.
    const opener = page.getByRole('button', { name: 'Partner With Us' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Partner with us' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await fillFields(dialog, {
      'Your name': 'Kim',
      Email: 'kim@brand.example.com',
      Organization: 'Brand Co',
      'What would you like to do together?': 'Sponsor the cruise championship.',
    });
    await dialog.getByRole('button', { name: 'Prepare email' }).click();
    await expect(dialog.getByRole('link', { name: 'Open in email app' })).toHaveAttribute(
      'href',
      new RegExp(`${mailtoTo(contactEmail)}\\?subject=Partnership%20enquiry&body=.*Organization%3A%20Brand%20Co`),
    );
  });

  test('contact: the form validates, then offers a mailto with subject and body', async ({ page }) => {
    await page.goto('/contact/');
    await waitForHydration(page);
    const { contact } = getSite();
    await expect(page.getByText(contact.address, { exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Write a subject of at least 3 characters.')).toBeVisible();
    await expect(form.getByText('Write at least 10 characters.')).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await fillFields(form, { 'Your name': 'Sam Rivera', Email: 'not-an-email' });
    await form.getByLabel('Topic').selectOption('Tickets and refunds');
    await fillFields(form, { Subject: 'Refund for cancelled trip', Message: 'I need to cancel my tickets for the December final.' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const link = page.getByRole('link', { name: 'Open in email app' });
    await expect(link).toHaveAttribute(
      'href',
      `mailto:${contact.email}?subject=%5BTickets%20and%20refunds%5D%20Refund%20for%20cancelled%20trip&body=Name%3A%20Sam%20Rivera%0AEmail%3A%20sam%40example.com%0ATopic%3A%20Tickets%20and%20refunds%0A%0AI%20need%20to%20cancel%20my%20tickets%20for%20the%20December%20final.`,
    );
  });

  test('how it works links to the live contest and shows the scoring split', async ({ page }) => {
    await page.goto('/how-it-works/');
    await expect(page.getByRole('definition')).toHaveText(getInfoPage('how-it-works').highlights!.map((h) => h.value));
    await expect(page.getByRole('link', { name: 'Watch a Live Contest' })).toHaveAttribute('href', '/live-contest/');
  });
});
