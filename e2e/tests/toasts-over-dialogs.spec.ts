import { expect, test } from '@playwright/test';
import { expectUncovered } from './support/pageChecks';
import { signIn } from './support/signIn';

// The toasts covered the Edit Pipeline Stages dialog's swatches and 'Done Editing'.
for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`${device}: a toast never covers the open stage editor's controls`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto('/pipeline');
    await page.getByRole('button', { name: 'Edit stages' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Pipeline Stages' });
    const presets = editor.getByRole('group', { name: /^Preset colors for / });
    // Three colour changes: three toasts stacked at once.
    for (const color of ['#ef4444', '#10b981', '#3b82f6']) await presets.first().getByRole('button', { name: color }).click();
    await expect(page.getByText('Stage color updated successfully').first()).toBeVisible();
    for (const control of [editor.getByRole('button', { name: 'Done Editing' }), presets.last().getByRole('button').last()]) {
      await expectUncovered(control, `${device} stage editor`);
    }
    await page.screenshot({ path: `.artifacts/screens/toasts-over-stage-editor-${device}.png` });
  });
}
