import { ApiError } from './ApiError';
import { errorText, failureWithReason } from './errorText';

it("errorText keeps the server's words and falls back otherwise", () => {
  expect(errorText(new ApiError('Email already used', 400), 'Failed to save contact')).toBe('Email already used');
  expect(errorText(new ApiError('Name taken', 409), 'Failed')).toBe('Name taken');
  // The client's stand-in for an answer without words, and errors that are no answer.
  expect(errorText(new ApiError('An error occurred', 500), 'Failed')).toBe('Failed');
  expect(errorText(new ApiError('', 500), 'Failed')).toBe('Failed');
  expect(errorText(new Error('boom'), 'Failed')).toBe('Failed');
  expect(errorText(undefined, 'Failed')).toBe('Failed');
});

it('failureWithReason adds the server reason to the fallback when there is one', () => {
  expect(failureWithReason(new ApiError('Note is too long', 400), 'Failed to add note')).toBe('Failed to add note: Note is too long');
  expect(failureWithReason(new Error('x'), 'Failed to add note')).toBe('Failed to add note');
});

it('errorText gives a screen its own words for an answer without any', () => {
  expect(errorText(new ApiError('An error occurred', 502), 'Failed to import contacts', 'An error occurred')).toBe('An error occurred');
  expect(errorText(new ApiError('Too large', 413), 'Failed to import contacts', 'An error occurred')).toBe('Too large');
  expect(errorText(new Error('boom'), 'Failed to import contacts', 'An error occurred')).toBe('Failed to import contacts');
});
