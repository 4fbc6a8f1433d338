import { RemoteRoot } from '@meridian/shared/app';
import type { FederatedModules, RecordActivitiesProps } from '@meridian/shared/federation';
import { RecordActivitiesPanel } from '../features/activities/components/RecordActivitiesPanel';
import { catalogue } from '../i18n';

/**
 * `activities/RecordActivities`: a contact's, company's or deal's activities on its page or panel,
 * with the quick actions and the composer. Every change revalidates the activity lists, the
 * counts, the boards and the records' timelines.
 */
function RecordActivities({ record, readOnly = false, compact = false }: RecordActivitiesProps) {
  return (
    <RemoteRoot name="activities" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue}>
      <RecordActivitiesPanel record={record} readOnly={readOnly} compact={compact} />
    </RemoteRoot>
  );
}

export default RecordActivities satisfies FederatedModules['activities/RecordActivities'];
