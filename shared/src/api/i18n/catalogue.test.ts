import { ERROR_CODES } from '@meridian/contract';
import en from './en.json';

it('has a message for every code the API answers', () => {
  const missing = Object.keys(ERROR_CODES).filter((code) => !(`errors.${code}` in en));
  expect(missing).toEqual([]);
});
