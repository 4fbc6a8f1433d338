import type { ContactRestoreAnswer } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';

/** After an Undo: says how many contacts stayed deleted because another contact has their email now (one contact per email). */
export function warnNotRestored(answer: Pick<ContactRestoreAnswer, 'not_restored'>): void {
  if (answer.not_restored > 0) toast.warning(t('contacts.restore.notRestored', { count: answer.not_restored }));
}
