// Shaping pipelines as an admin would: a second pipeline made from the Pipelines menu, a stage
// added, dragged between two others, a card moved into it and the stage deleted moving its card;
// then the pipeline deleted moving its deals. Screenshots of the stage editor and the pipelines
// dialog at desktop (English) and phone (German) size, light and dark, checked with axe.
import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { inLanguage } from './support/catalogues';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, saveScreen, startInTheme } from './support/pageChecks';
import { signInAs } from './support/team';

const column = (page: Page, stage: string) => page.locator('[data-stage-id]').filter({ has: page.getByRole('heading', { name: stage, exact: true }) });
const stageNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Pipeline stages' })
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));

async function newPipeline(page: Page, name: string, ui: (english: string) => string = (e) => e) {
  await page.getByRole('button', { name: ui('Pipelines'), exact: true }).click();
  await page.getByRole('menuitem', { name: ui('New pipeline') }).click();
  const dialog = page.getByRole('dialog', { name: ui('New pipeline') });
  await dialog.getByRole('textbox').fill(name);
  return dialog;
}

test('add a stage, drag it between two others, move a card into it, delete it moving the card; a second pipeline, switched to and deleted', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'dana');
  const word = uniqueWord('Shape');
  const api = await apiAs(page, request);
  await page.goto('/pipeline');
  await expect(page.getByRole('heading', { name: 'Default Sales Pipeline', level: 2 })).toBeVisible();

  // A second pipeline: it is shown at once, and the selector appears with the default marked.
  const pipelineName = `Renewals ${word}`;
  const create = await newPipeline(page, pipelineName);
  await create.getByRole('button', { name: 'Create pipeline' }).click();
  await expect(page.getByRole('heading', { name: pipelineName, level: 2 })).toBeVisible();
  const selector = page.getByRole('combobox', { name: 'Pipeline', exact: true });
  await expect(selector.getByRole('option', { name: 'Default Sales Pipeline (default)' })).toBeAttached();
  const pipelineId = page.url().split('/').pop()!;

  // A contact on its Lead stage.
  const stages = (await api.get(`/pipeline/${pipelineId}/stages`)).data as { id: string; name: string }[];
  const contact = await api.post('/contacts', { first: 'Ivy', last: word, email: `ivy.${word}@example.test`.toLowerCase() });
  await api.post(`/pipeline/${contact.id}/add`, { stageId: stages[0].id });
  await page.reload();
  await expect(column(page, 'Lead').getByText(`Ivy ${word}`)).toBeVisible();

  // The editor: add 'Demo', which goes before Won and Lost, then drag it between Lead and Qualified.
  // A window tall enough for every stage: a list that scrolls under the pointer (dnd-kit's
  // auto-scroll) carries the stage on past its place on a slow machine.
  await page.setViewportSize({ width: 1440, height: 1800 });
  await page.getByRole('button', { name: 'Edit stages' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Pipeline Stages' });
  await editor.getByRole('textbox', { name: 'New stage name' }).fill('Demo');
  await editor.getByRole('button', { name: 'Add stage' }).click();
  await expect(page.getByText('Stage Demo added')).toBeVisible();
  await expect.poll(() => stageNames(page)).toEqual(['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Demo', 'Won', 'Lost']);
  const grip = editor.getByRole('button', { name: 'Reorder Demo' });
  await grip.scrollIntoViewIfNeeded();
  const from = (await grip.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 3 });
  // Up past Negotiation, Proposal and Qualified, the pointer steered by the place the live region
  // announces, so an overshoot is corrected, not dropped.
  const place = async () => {
    const said = (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' ');
    const found = [...said.matchAll(/place (\d+) of 7/g)].pop();
    return found ? Number(found[1]) : 5;
  };
  for (let i = 0, at = await place(); at !== 2 && i < 40; i++, at = await place()) {
    const neighbour = editor.getByRole('listitem', { name: at > 2 ? 'Qualified' : 'Lead' });
    const box = (await neighbour.boundingBox())!;
    const y = at > 2 ? box.y + box.height / 2 - 5 : box.y + box.height / 2 + 5;
    await page.mouse.move(from.x + from.width / 2, Math.max(y, 0), { steps: 4 });
  }
  await page.mouse.up();
  await expect.poll(() => stageNames(page)).toEqual(['Lead', 'Demo', 'Qualified', 'Proposal', 'Negotiation', 'Won', 'Lost']);
  await editor.getByRole('button', { name: 'Done Editing' }).click();
  await expect(editor).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The board has the column in its place; Ivy moves into it with the keyboard.
  await expect(page.locator('[data-stage-id] h3')).toHaveText(['Lead', 'Demo', 'Qualified', 'Proposal', 'Negotiation', 'Won', 'Lost']);
  await page.getByRole('button', { name: `Move Ivy ${word}`, exact: true }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('ArrowRight');
    if ((await page.locator('[id^="DndLiveRegion"]').allTextContents()).some((s) => s.includes('Demo'))) break;
  }
  await page.keyboard.press('Space');
  await expect(column(page, 'Demo').getByText(`Ivy ${word}`)).toBeVisible();

  // Deleting Demo asks where its card goes: Qualified.
  await page.getByRole('button', { name: 'Edit stages' }).click();
  await editor.getByRole('button', { name: 'Delete Demo' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete stage Demo?' });
  await expect(ask).toContainText('It holds 1 card. Choose the stage it moves to.');
  await ask.getByRole('combobox', { name: 'Move its cards to' }).selectOption({ label: 'Qualified' });
  await ask.getByRole('button', { name: 'Delete stage' }).click();
  await expect(page.getByText('Stage Demo deleted, 1 card moved')).toBeVisible();
  await expect.poll(() => stageNames(page)).toEqual(['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Won', 'Lost']);
  await editor.getByRole('button', { name: 'Done Editing' }).click();
  await expect(column(page, 'Qualified').getByText(`Ivy ${word}`)).toBeVisible();
  await expect(column(page, 'Demo')).toHaveCount(0);

  // Switch pipelines with the selector, and back.
  await selector.selectOption({ label: 'Default Sales Pipeline (default)' });
  await expect(page.getByRole('heading', { name: 'Default Sales Pipeline', level: 2 })).toBeVisible();
  await selector.selectOption({ label: pipelineName });
  await expect(page.getByRole('heading', { name: pipelineName, level: 2 })).toBeVisible();

  // Delete the pipeline, its deal going to the default one; the board then shows that one.
  await page.getByRole('button', { name: 'Pipelines', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: `Delete pipeline ${pipelineName}?` });
  await expect(remove).toContainText('It holds 1 deal. Choose the pipeline it moves to.');
  await expect(remove.getByRole('combobox', { name: 'Move its deals to' })).toHaveValue(/.+/);
  await remove.getByRole('button', { name: 'Delete pipeline' }).click();
  await expect(page.getByText(`Pipeline ${pipelineName} deleted, 1 deal moved`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Default Sales Pipeline', level: 2 })).toBeVisible();
  await expect(column(page, 'Lead').getByText(`Ivy ${word}`)).toBeVisible();
});

const SCREENS = [
  { name: 'desktop', locale: 'en', use: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', locale: 'de', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
] as const;

for (const screen of SCREENS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the stage editor and the pipelines dialog: ${screen.name}, ${screen.locale}, ${theme}`, async ({ browser }) => {
      const context = await browser.newContext({ ...screen.use, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const ui = (english: string) => inLanguage(screen.locale, english);
      const label = `pipeline-shape-${screen.name}-${theme}`;
      try {
        await startInTheme(page, theme);
        await signInAs(page, 'dana');
        await page.goto(`/pipeline?locale=${screen.locale}`);
        await expect(page.getByRole('heading', { name: 'Default Sales Pipeline', level: 2 })).toBeVisible();

        await page.getByRole('button', { name: ui('Edit stages') }).click();
        const editor = page.getByRole('dialog', { name: ui('Edit Pipeline Stages') });
        await expect(editor.getByRole('listitem', { name: 'Lead' })).toBeVisible();
        await expectNoHorizontalOverflow(page, `${label} editor`);
        await saveScreen(page, `${label}-editor`);
        await expectNoSeriousAxeViolations(page, `${label} editor`, `${label}-editor`);
        await editor.getByRole('button', { name: ui('Done Editing') }).click();

        const dialog = await newPipeline(page, `Partner ${theme}`, ui);
        await saveScreen(page, `${label}-pipelines-dialog`);
        await expectNoSeriousAxeViolations(page, `${label} pipelines dialog`, `${label}-pipelines-dialog`);
        await dialog.getByRole('button', { name: inLanguage(screen.locale, 'Cancel') }).click();
        await expect(dialog).toBeHidden();
      } finally {
        await context.close();
      }
    });
  }
}
