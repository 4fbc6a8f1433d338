import { SectionEmpty, SectionTitle } from '../../common/components/SectionTitle';

/**
 * SPEC §2 Activity tab: the timeline of pipeline moves ('Moved to {stage}', date, 'by {changed_by}',
 * notes). Pipeline history arrives with the pipeline issue; until then there is none to show.
 */
export function ContactActivityTab() {
  return (
    <section aria-label="Activity">
      <SectionTitle>Activity</SectionTitle>
      <SectionEmpty>No activity history</SectionEmpty>
    </section>
  );
}
