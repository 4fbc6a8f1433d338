import { expect, test, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { signIn } from './support/signIn';

const column = (page: Page, stage: string) => page.locator('[data-stage-id]').filter({ has: page.getByRole('heading', { name: stage, exact: true }) });

test.describe('sales pipeline', () => {
  test('drag by mouse and by keyboard, persisted, in the activity; stage editing; removal', async ({ page, request }) => {
    await signIn(page);
    const word = uniqueWord('Pipe');
    const api = await apiAs(page, request);
    const ids: Record<string, string> = {};
    for (const first of ['Mia', 'Leo']) {
      const contact = await api.post('/contacts', { first, last: word, email: `${first}.${word}@example.com`.toLowerCase() });
      ids[first] = contact.id;
    }
    await api.post(`/pipeline/${ids.Leo}/add`, {});

    // Mia joins from the contacts page: the 'Pipeline' button, then the stage badge on her card.
    await page.reload();
    await page.getByPlaceholder('Search contacts by name, email, or company...').fill(word);
    await expect(page.getByText('Showing 2 of 2 contacts')).toBeVisible();
    const miaCard = page.getByRole('listitem', { name: `Mia ${word}` });
    await miaCard.getByRole('button', { name: `Add Mia ${word} to the pipeline` }).click();
    await expect(page.getByText(`Mia ${word} added to Lead stage! Check the Sales Pipeline to see them.`)).toBeVisible();
    await expect(miaCard.getByText('Lead', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: `Leo ${word}` }).getByText('Lead', { exact: true })).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/contacts-pipeline-badges.png' });

    await page.getByRole('navigation').getByRole('link', { name: 'Sales Pipeline' }).click();
    await expect(page.getByRole('heading', { name: 'Default Sales Pipeline' })).toBeVisible();
    const mia = page.getByRole('button', { name: `Move Mia ${word}`, exact: true });
    const leo = page.getByRole('button', { name: `Move Leo ${word}`, exact: true });
    await expect(column(page, 'Lead').getByText(`Mia ${word}`)).toBeVisible();
    await expect(column(page, 'Lead').getByText(`Leo ${word}`)).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/pipeline-board.png' });

    // Mouse: press, travel past the 8 px threshold, drop on the Qualified column.
    const from = (await mia.boundingBox())!;
    const to = (await column(page, 'Qualified').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
    await page.mouse.up();
    await expect(column(page, 'Qualified').getByText(`Mia ${word}`)).toBeVisible();

    // Keyboard only: pick up with Space, arrows until the announcement names Proposal, drop.
    await leo.focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('ArrowRight');
      const said = await page.locator('[id^="DndLiveRegion"]').textContent();
      if (said?.includes('Proposal')) break;
    }
    await page.keyboard.press('Space');
    await expect(column(page, 'Proposal').getByText(`Leo ${word}`)).toBeVisible();

    await page.reload();
    await expect(column(page, 'Qualified').getByText(`Mia ${word}`)).toBeVisible();
    await expect(column(page, 'Proposal').getByText(`Leo ${word}`)).toBeVisible();

    // A card opens the contacts remote's panel, through federation.
    await page.getByRole('button', { name: `Leo ${word}`, exact: true }).click();
    const panel = page.getByRole('dialog', { name: `Leo ${word}` });
    await expect(panel.getByText(`leo.${word}@example.com`.toLowerCase())).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/pipeline-contact-panel.png' });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Stage editing: rename, a preset colour, a typed colour.
    await page.getByRole('button', { name: 'Edit stages' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Pipeline Stages' });
    await expect(editor.getByText('Add, reorder and delete stages; set each one’s name, colour, win probability and outcome')).toBeVisible();
    const renamed = `Lost ${word.slice(-4)}`;
    await editor.getByRole('button', { name: 'Rename Lost' }).click();
    await editor.getByLabel('Stage name', { exact: true }).fill(renamed);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Stage name updated successfully')).toBeVisible();
    await editor
      .getByRole('group', { name: `Preset colors for ${renamed}` })
      .getByRole('button', { name: '#ec4899' })
      .click();
    await expect(page.getByText('Stage color updated successfully')).toBeVisible();
    await editor.getByLabel('Hex color for Won').fill('#0f766e');
    await editor.getByLabel('Hex color for Won').press('Enter');
    await expect(page.getByText('Stage color updated successfully').first()).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/pipeline-edit-stages.png' });
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

    // Removing a card takes it off the board.
    await page.getByRole('button', { name: `Remove Mia ${word} from pipeline` }).click();
    await expect(page.locator('[data-contact-id]').filter({ hasText: `Mia ${word}` })).toBeHidden();
    await expect(page.getByText(new RegExp(`^Removed Mia ${word} from `))).toBeVisible(); // with Undo

    // Both moves are in the contact's activity.
    await page.goto(`/contacts/${ids.Leo}?tab=activity`);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByText('Moved to Proposal')).toBeVisible();
    await expect(page.getByText('by Dana Demo').first()).toBeVisible();
  });
});
