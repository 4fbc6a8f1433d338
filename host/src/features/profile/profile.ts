import { isValidEmail } from '@meridian/shared/model';

export interface Profile {
  name: string;
  email: string;
  company: string;
  role: string;
  phone: string;
  /** The member's IANA time zone: kept on the server with their preferences, not on this device. */
  timezone: string;
}

/** The part of the profile kept on this device (deviation 7). */
export type LocalProfile = Omit<Profile, 'timezone'>;

export type ProfileErrors = Partial<Record<'name' | 'email' | 'phone', 'shell.profile.error.name' | 'shell.profile.error.email' | 'shell.profile.error.phone'>>;

/**
 * A phone number as people write one: digits with spaces, dots, dashes or brackets, an optional
 * leading '+', and 3 to 20 digits in all ('+1 (555) 010-2030'); 'abc' is not one.
 */
export function isValidPhone(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 3 && digits <= 20;
}

/** The form's rules: a name, a valid email (the one rule of every form), a phone number when given. */
export function validateProfile(profile: Profile): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!profile.name.trim()) errors.name = 'shell.profile.error.name';
  if (!isValidEmail(profile.email.trim())) errors.email = 'shell.profile.error.email';
  if (profile.phone.trim() && !isValidPhone(profile.phone)) errors.phone = 'shell.profile.error.phone';
  return errors;
}
