import { catalogue } from './i18n';
import { act } from '@testing-library/react';
import { useLocaleStore } from '@meridian/shared/i18n';
import { ApiError } from './ApiError';
import { errorText, errorTextAround, failureWithReason } from './errorText';

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

describe('in another language', () => {
  beforeEach(async () => {
    await act(() => useLocaleStore.getState().setLocale('de'));
    // The refusals' catalogue arrives when the browser is idle; here, at once.
    await act(() => catalogue.load());
  });

  it("says a refusal's code in the user's language, with its params", () => {
    expect(errorText(new ApiError('Contact not found', 404, undefined, 'contact_not_found'), 'Fehlgeschlagen')).toBe('Kontakt nicht gefunden');
    const limited = new ApiError('Too many requests, retry in 30 seconds', 429, undefined, 'too_many_requests', { seconds: 30 });
    expect(errorText(limited, 'Fehlgeschlagen')).toBe('Zu viele Anfragen, versuchen Sie es in 30 Sekunden erneut');
    expect(errorText(new ApiError('JPY amounts have no decimals', 400, undefined, 'amount_decimals', { currency: 'JPY', digits: 0 }), 'x')).toBe(
      'Beträge in JPY haben keine Nachkommastellen',
    );
    expect(errorText(new ApiError('Network error', 0, undefined, 'network_error'), 'x')).toBe('Netzwerkfehler');
  });

  it("keeps the server's English words for a code it does not know, and the fallback when there is no answer", () => {
    expect(errorText(new ApiError('Something new went wrong', 400, undefined, 'brand_new_code'), 'Fehlgeschlagen')).toBe('Something new went wrong');
    expect(errorText(new ApiError('Email already used', 400), 'Fehlgeschlagen')).toBe('Email already used');
    expect(errorText(new Error('boom'), 'Fehlgeschlagen')).toBe('Fehlgeschlagen');
  });
});

it("keeps the server's own English words in English, even for a known code", () => {
  const refused = new ApiError('email must be a valid email', 400, undefined, 'validation_failed', { field: 'email' });
  expect(errorText(refused, 'Failed')).toBe('email must be a valid email');
});

describe('errorTextAround', () => {
  const taken = new ApiError('Chloe Dubois already has this email', 409, undefined, 'email_taken', { name: 'Chloe Dubois', id: 'c1' });

  it("splits the server's English words around a param's value", () => {
    expect(errorTextAround(taken, 'name')).toEqual(['', 'Chloe Dubois', ' already has this email']);
    expect(errorTextAround(taken, 'missing')).toBeUndefined();
    expect(errorTextAround(new Error('x'), 'name')).toBeUndefined();
  });

  it("splits the catalogue's words where the value goes, whatever the value says", async () => {
    await act(() => useLocaleStore.getState().setLocale('de'));
    await act(() => catalogue.load());
    const named = new ApiError('Hat already has this email', 409, undefined, 'email_taken', { name: 'Hat', id: 'c1' });
    expect(errorTextAround(named, 'name')).toEqual(['', 'Hat', ' hat diese E-Mail-Adresse bereits']);
    await act(() => useLocaleStore.getState().setLocale('fr'));
    await act(() => catalogue.load());
    expect(errorTextAround(taken, 'name')).toEqual(['', 'Chloe Dubois', ' a déjà cette adresse e-mail']);
    await act(() => useLocaleStore.getState().setLocale('en'));
  });
});
