import { ERROR_CODES, errorMessage, type ErrorCode } from './error-codes';
import { MONEY_MESSAGES } from './money';
import { COMPANY_MESSAGES, EMAIL_INVALID, IMPORT_TOO_LARGE } from './rules';

describe('ERROR_CODES', () => {
  it('names every code in snake_case', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('fills a text with its params', () => {
    expect(errorMessage('too_many_requests', { seconds: 30 })).toBe('Too many requests, retry in 30 seconds');
    expect(errorMessage('file_too_large', { max: '10 MB' })).toBe('File too large (max 10 MB)');
    expect(errorMessage('not_in_pipeline', { name: 'Ada Byron' })).toBe('Ada Byron is not in a pipeline');
    expect(errorMessage('contact_not_found')).toBe('Contact not found');
  });

  it('keeps the words the forms show for the same rules', () => {
    const same: [ErrorCode, string, Record<string, string | number>?][] = [
      ['email_invalid', EMAIL_INVALID],
      ['company_name_required', COMPANY_MESSAGES.name],
      ['website_invalid', COMPANY_MESSAGES.website],
      ['logo_url_invalid', COMPANY_MESSAGES.logo_url],
      ['company_size_invalid', COMPANY_MESSAGES.size, { sizes: 'startup, small, medium, large, enterprise' }],
      ['import_too_large', IMPORT_TOO_LARGE],
      ['amount_invalid', MONEY_MESSAGES.amount],
      ['amount_negative', MONEY_MESSAGES.negative],
      ['amount_too_large', MONEY_MESSAGES.tooLarge, { digits: 12 }],
      ['amount_decimals', MONEY_MESSAGES.decimals('BHD', 3), { currency: 'BHD', digits: 3 }],
      ['amount_decimals', MONEY_MESSAGES.decimals('JPY', 0), { currency: 'JPY', digits: 0 }],
      ['currency_invalid', MONEY_MESSAGES.currency],
    ];
    for (const [code, text, params] of same) expect(errorMessage(code, params)).toBe(text);
  });
});
