import { createIcon } from '@meridian/shared/ui';

const PhoneIcon = createIcon(
  'PhoneIcon',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);
const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
const TaskIcon = createIcon(
  'TaskIcon',
  <>
    <path d="m9 11 3 3L22 4" />
    <path d="M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11" />
  </>,
);
const MailIcon = createIcon(
  'MailIcon',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);
const FlagIcon = createIcon(
  'FlagIcon',
  <>
    <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" />
    <path d="M4 22v-7" />
  </>,
);
const TagIcon = createIcon(
  'TagIcon',
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z" />
    <path d="M7 7h.01" />
  </>,
);

const ICONS = { call: PhoneIcon, meeting: CalendarIcon, task: TaskIcon, email: MailIcon, deadline: FlagIcon } as const;

/** An activity type's picture (decorative: the type's name is written beside it); a tag for the organisation's own types. */
export function TypeIcon({ type, size = 16 }: { type: string; size?: number }) {
  const Icon = ICONS[type as keyof typeof ICONS] ?? TagIcon;
  return <Icon size={size} />;
}
