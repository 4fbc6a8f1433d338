// Values, owners and a close date set on three cards through the
// card's editor, one card moved to Won, the column totals and the board's forecast checked (the
// converted figure with a CHF rate),
// "My deals", and the deals CSV compared with the board. CHF is this test's own currency, and
// every expected figure is the board's figure before the test plus this test's values, so other
// tests' cards (and a retry's) never change the answer.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { TEAMMATE } from './support/env';
import { startInTheme } from './support/pageChecks';
import { signIn } from './support/signIn';

const CURRENCY = 'CHF';
const column = (page: Page, stage: string) => page.locator('[data-stage-id]').filter({ has: page.getByRole('heading', { name: stage, exact: true }) });

interface Figures {
  lead: bigint;
  won: bigint;
  open: bigint;
  forecast: bigint;
}
type Total = { currency: string; value: string };
type Board = { stages: { name: string; totals: Total[] }[]; totals: { open: Total[]; won: Total[]; forecast: Total[] } };

const cents = (totals: Total[] | undefined) => {
  const found = totals?.find((t) => t.currency === CURRENCY);
  return found ? BigInt(found.value.replace('.', '')) : 0n;
};
const figuresOf = (board: Board): Figures => ({
  lead: cents(board.stages.find((s) => s.name === 'Lead')?.totals),
  won: cents(board.stages.find((s) => s.name === 'Won')?.totals),
  open: cents(board.totals.open),
  forecast: cents(board.totals.forecast),
});
/** As the board shows money in en-US: 'CHF 3,900.50' (Intl puts a no-break space after the code). */
const shown = (minor: bigint) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY }).format(`${minor / 100n}.${String(minor % 100n).padStart(2, '0')}` as never);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');

test.describe('deals on the board', () => {
  test('values, owners and a close date; a deal won; totals, forecast, My deals and the deals CSV', async ({ page, request, browser }) => {
    // Sam becomes a member of the organisation by signing in once (the API records who it sees).
    const samContext = await browser.newContext();
    const samPage = await samContext.newPage();
    await signIn(samPage, TEAMMATE);
    await expect(samPage.getByRole('heading', { name: 'Contacts', exact: true })).toBeVisible();
    await samContext.close();

    await signIn(page);
    const api = await apiAs(page, request);
    const me = (await api.get('/me')).user;
    const word = uniqueWord('Deal');
    const names = ['Mia', 'Leo', 'Ava'].map((first) => `${first} ${word}`);
    const ids: string[] = [];
    for (const name of names) {
      const [first, last] = name.split(' ');
      const contact = await api.post('/contacts', { first, last, email: `${first}.${last}@example.com`.toLowerCase() });
      await api.post(`/pipeline/${contact.id}/add`, {});
      ids.push(contact.id);
    }
    const { pipelines } = await api.get('/pipeline');
    const pipelineId = pipelines.find((p: { isDefault: boolean }) => p.isDefault).id;
    const everyone = figuresOf(await api.get(`/pipeline/${pipelineId}/board?limit=0`));
    const mine = figuresOf(await api.get(`/pipeline/${pipelineId}/board?limit=0&owner_id=${encodeURIComponent(me.id)}`));

    await page.goto('/pipeline');
    await expect(page.getByRole('heading', { name: 'Default Sales Pipeline' })).toBeVisible();
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const deals = [
      { name: names[0]!, value: '1000', owner: 'Dana Demo', close: '2031-03-31' },
      { name: names[1]!, value: '2500.50', owner: TEAMMATE.name, close: '' },
      { name: names[2]!, value: '400', owner: 'Dana Demo', close: lastWeek },
    ];
    for (const deal of deals) {
      await page.getByRole('button', { name: `Edit deal of ${deal.name}` }).click();
      const editor = page.getByRole('dialog').filter({ has: page.getByLabel('Value') });
      await editor.getByLabel('Value').fill(deal.value);
      await editor.getByLabel('Currency').selectOption(CURRENCY);
      await editor.getByLabel('Owner').selectOption({ label: deal.owner });
      if (deal.close) await editor.getByLabel('Expected close date').fill(deal.close);
      await editor.getByRole('button', { name: 'Save deal' }).click();
      await expect(editor).toBeHidden();
    }
    const lead = column(page, 'Lead');
    await expect(lead.getByLabel('Total value in Lead')).toHaveAccessibleName(new RegExp(escape(shown(everyone.lead + 390_050n))));
    // The past close date is marked overdue; the card shows its owner's initials.
    const ava = page.locator('[data-contact-id]').filter({ hasText: names[2]! });
    await expect(ava.getByText(/Overdue, expected to close/)).toBeAttached();
    await expect(ava.getByRole('img', { name: 'Owner: Dana Demo' })).toHaveText('DD');
    await page.screenshot({ path: '.artifacts/screens/deals-board.png' });

    // Leo's deal is won: moved to the Won column (by the API: Won lies beyond the board's scroll at
    // this width; moves by mouse, keyboard and touch are pipeline.spec's, pipeline-shape.spec's and
    // touch-board.spec's), and the board reloaded.
    const won = (await api.get(`/pipeline/${pipelineId}/stages`)).data.find((s: { name: string }) => s.name === 'Won').id;
    await api.put(`/pipeline/${ids[1]}/move`, { stageId: won });
    await page.reload();
    await expect(column(page, 'Won').getByText(names[1]!)).toBeVisible();

    const totals = page.getByRole('list', { name: 'Pipeline totals' }).or(page.getByLabel('Pipeline totals'));
    const figure = (label: string) => totals.locator('div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(column(page, 'Lead').getByLabel('Total value in Lead')).toHaveAccessibleName(new RegExp(escape(shown(everyone.lead + 140_000n))));
    await expect(column(page, 'Won').getByLabel('Total value in Won')).toHaveAccessibleName(new RegExp(escape(shown(everyone.won + 250_050n))));
    // Each figure is one amount in the default currency; its CHF sum is in its tooltip (hover or focus).
    await figure('Open pipeline').getByRole('button').focus();
    await expect(figure('Open pipeline').getByRole('tooltip')).toContainText(shown(everyone.open + 140_000n));
    // Lead is 10 %: 1,400.00 × 10 % = 140.00; won deals are never in the forecast.
    await figure('Weighted forecast').getByRole('button').hover();
    await expect(figure('Weighted forecast').getByRole('tooltip')).toContainText(shown(everyone.forecast + 14_000n));
    await figure('Won').getByRole('button').focus();
    await expect(figure('Won').getByRole('tooltip')).toContainText(shown(everyone.won + 250_050n));
    await page.screenshot({ path: '.artifacts/screens/deals-won.png' });

    // With a CHF rate the header's figure is the API's converted total, in the default currency.
    await api.put('/organisation/exchange-rates/CHF', { rate: '1.1' });
    await page.reload();
    const converted = (await api.get(`/pipeline/${pipelineId}/board?limit=0`)).converted.open;
    expect(converted.missing).not.toContain(CURRENCY);
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: converted.currency }).format(converted.value);
    await expect(figure('Open pipeline').getByRole('button')).toHaveText(usd);
    await page.screenshot({ path: '.artifacts/screens/deals-converted.png' });
    await api.delete('/organisation/exchange-rates/CHF');

    // My deals: Leo's (Sam's) card leaves the board, and the figures are Dana's alone.
    await page.getByLabel('Deal owner').selectOption({ label: 'My deals' });
    await expect(page).toHaveURL(/owner=me/);
    await expect(page.locator('[data-contact-id]').filter({ hasText: names[1]! })).toHaveCount(0);
    await expect(page.locator('[data-contact-id]').filter({ hasText: names[0]! })).toBeVisible();
    await figure('Open pipeline').getByRole('button').focus();
    await expect(figure('Open pipeline').getByRole('tooltip')).toContainText(shown(mine.open + 140_000n));
    await figure('Weighted forecast').getByRole('button').focus();
    await expect(figure('Weighted forecast').getByRole('tooltip')).toContainText(shown(mine.forecast + 14_000n));

    // The deals CSV of My deals, then of everyone, compared with what was set on the board.
    const exportRows = async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export deals' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const lines = readFileSync((await download.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe('Contact,Company,Stage,Value,Currency,Close date,Owner,Probability');
      return lines.filter((line) => line.includes(word)).sort();
    };
    expect(await exportRows()).toEqual(
      [`${names[2]},,Lead,400.00,CHF,${lastWeek},Dana Demo,10`, `${names[0]},,Lead,1000.00,CHF,2031-03-31,Dana Demo,10`].sort(),
    );
    await page.getByLabel('Deal owner').selectOption({ label: 'Everyone' });
    await expect(page.locator('[data-contact-id]').filter({ hasText: names[1]! })).toBeVisible();
    expect(await exportRows()).toEqual(
      [
        `${names[2]},,Lead,400.00,CHF,${lastWeek},Dana Demo,10`,
        `${names[0]},,Lead,1000.00,CHF,2031-03-31,Dana Demo,10`,
        `${names[1]},,Won,2500.50,CHF,,${TEAMMATE.name},100`,
      ].sort(),
    );

    // Each change is in the contact's Activity, with who made it.
    await page.goto(`/contacts/${ids[1]}?tab=activity`);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByText(/^Value: none → CHF.2,500\.50$/)).toBeVisible();
    await expect(page.getByText(`Owner: Dana Demo → ${TEAMMATE.name}`)).toBeVisible();
    await expect(page.getByText('Moved to Won')).toBeVisible();
  });

  test("a contact's stage changed on its page is where the board shows it", async ({ page, request }) => {
    await startInTheme(page, 'light');
    await signIn(page);
    const api = await apiAs(page, request);
    const word = uniqueWord('Stage');
    const contact = await api.post('/contacts', { first: 'Noa', last: word, email: `noa.${word}@example.com`.toLowerCase() });
    await api.post(`/pipeline/${contact.id}/add`, {});

    await page.goto(`/contacts/${contact.id}`);
    const section = page.getByRole('region', { name: 'Deal', exact: true }).first();
    const stage = section.getByRole('combobox', { name: 'Stage', exact: true });
    await expect(stage).toBeEnabled();
    await stage.selectOption({ label: 'Qualified' });
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Moved to Qualified')).toBeVisible();
    await expect(section.getByTitle(/Qualified/)).toBeVisible();

    // Screenshots of the section: desktop and phone, light and dark.
    for (const theme of ['light', 'dark'] as const) {
      await startInTheme(page, theme);
      for (const [device, viewport] of [
        ['desktop', { width: 1440, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.reload();
        await expect(stage).toHaveValue(/.+/);
        await expect(stage.locator('option:checked')).toHaveText('Qualified');
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: `.artifacts/screens/contact-deal-stage-${device}-${theme}.png` });
      }
    }

    await page.goto('/pipeline');
    await expect(
      column(page, 'Qualified')
        .locator('[data-contact-id]')
        .filter({ hasText: `Noa ${word}` }),
    ).toBeVisible();
  });
});
