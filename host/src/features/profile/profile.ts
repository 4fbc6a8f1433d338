export interface Profile {
  name: string;
  email: string;
  company: string;
  role: string;
  phone: string;
  timezone: string;
}

export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern Time' },
  { value: 'America/Chicago', label: 'Central Time' },
  { value: 'America/Denver', label: 'Mountain Time' },
  { value: 'America/Los_Angeles', label: 'Pacific Time' },
];
