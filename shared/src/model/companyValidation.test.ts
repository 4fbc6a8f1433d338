import {
  COMPANY_EMAIL_INVALID,
  COMPANY_LOGO_URL_INVALID,
  COMPANY_NAME_REQUIRED,
  COMPANY_WEBSITE_INVALID,
  companyToFormValues,
  hasCompanyFormErrors,
  isCompanySize,
  isHttpUrl,
  isValidEmail,
  toCompanyInput,
  toCompanyUpdate,
  validateCompanyForm,
  type CompanyFormValues,
} from './companyValidation';

const blank = companyToFormValues();
const form = (values: Partial<CompanyFormValues>): CompanyFormValues => ({ ...blank, ...values });

describe('validateCompanyForm (docs/PRODUCT.md §5)', () => {
  it('requires a name that is not only spaces', () => {
    expect(validateCompanyForm(form({}))).toEqual({ name: COMPANY_NAME_REQUIRED });
    expect(validateCompanyForm(form({ name: '   ' }))).toEqual({ name: COMPANY_NAME_REQUIRED });
    expect(validateCompanyForm(form({ name: 'Acme' }))).toEqual({});
  });

  it('checks the email only when one is given', () => {
    expect(validateCompanyForm(form({ name: 'Acme', email: '  ' }))).toEqual({});
    expect(validateCompanyForm(form({ name: 'Acme', email: 'sales@acme' })).email).toBe(COMPANY_EMAIL_INVALID);
    expect(validateCompanyForm(form({ name: 'Acme', email: ' sales@acme.com ' }))).toEqual({});
  });

  it('checks the website only when one is given: http(s):// with a host, or a bare domain', () => {
    expect(validateCompanyForm(form({ name: 'Acme', website: '' }))).toEqual({});
    expect(validateCompanyForm(form({ name: 'Acme', website: 'acme.com' }))).toEqual({});
    expect(validateCompanyForm(form({ name: 'Acme', website: 'www.acme.com/about' }))).toEqual({});
    expect(validateCompanyForm(form({ name: 'Acme', website: 'not a site' })).website).toBe(COMPANY_WEBSITE_INVALID);
    expect(validateCompanyForm(form({ name: 'Acme', website: 'javascript:alert(1)' })).website).toBe(COMPANY_WEBSITE_INVALID);
    expect(validateCompanyForm(form({ name: 'Acme', website: 'ftp://acme.com' })).website).toBe(COMPANY_WEBSITE_INVALID);
    expect(validateCompanyForm(form({ name: 'Acme', website: 'https://' })).website).toBe(COMPANY_WEBSITE_INVALID);
    expect(validateCompanyForm(form({ name: 'Acme', website: 'http://acme.com' }))).toEqual({});
    expect(validateCompanyForm(form({ name: 'Acme', website: ' HTTPS://acme.com/about ' }))).toEqual({});
  });

  it('checks the logo URL only when one is given, and wants http:// or https://', () => {
    expect(validateCompanyForm(form({ name: 'Acme', logo_url: 'https://acme.com/logo.png' }))).toEqual({});
    expect(validateCompanyForm(form({ name: 'Acme', logo_url: 'logo.png' })).logo_url).toBe(COMPANY_LOGO_URL_INVALID);
  });

  it('sends a bare domain as https:// and an http(s) address as typed', () => {
    expect(toCompanyInput(form({ name: 'Acme', website: ' qa-widgets.example.com ' })).website).toBe('https://qa-widgets.example.com');
    expect(toCompanyInput(form({ name: 'Acme', website: 'http://acme.com' })).website).toBe('http://acme.com');
  });

  it('reports every failing field at once', () => {
    const errors = validateCompanyForm(form({ email: 'nope', website: 'not a site' }));
    expect(errors).toEqual({
      name: COMPANY_NAME_REQUIRED,
      email: COMPANY_EMAIL_INVALID,
      website: COMPANY_WEBSITE_INVALID,
    });
    expect(hasCompanyFormErrors(errors)).toBe(true);
    expect(hasCompanyFormErrors({})).toBe(false);
    expect(hasCompanyFormErrors({ name: undefined })).toBe(false);
  });
});

describe('helpers', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.org', true],
    ['a@b', false],
    ['a b@c.com', false],
    ['@c.com', false],
  ])('isValidEmail(%p) is %p', (value, ok) => expect(isValidEmail(value)).toBe(ok));

  it('isHttpUrl accepts only http(s) links', () => {
    expect(isHttpUrl('https://acme.com')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https:///path')).toBe(false);
    expect(isHttpUrl('https://a b.com')).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });

  it('isCompanySize knows the five sizes', () => {
    for (const size of ['startup', 'small', 'medium', 'large', 'enterprise']) expect(isCompanySize(size)).toBe(true);
    expect(isCompanySize('huge')).toBe(false);
    expect(isCompanySize('Startup')).toBe(false);
  });

  it('companyToFormValues fills blanks for missing and null fields', () => {
    expect(companyToFormValues({ name: 'Acme', email: null, size: 'small' })).toEqual({
      ...blank,
      name: 'Acme',
      size: 'small',
    });
    expect(Object.values(blank).every((v) => v === '')).toBe(true);
  });
});

describe('toCompanyInput', () => {
  it('trims every value and omits empty fields', () => {
    expect(toCompanyInput(form({ name: '  Acme  ', industry: 'Technology', description: '   ', email: ' a@b.co ', phone: '' }))).toEqual({
      name: 'Acme',
      industry: 'Technology',
      email: 'a@b.co',
    });
  });

  it('sends the size only when it is one of the five allowed values', () => {
    expect(toCompanyInput(form({ name: 'Acme', size: 'medium' }))).toEqual({ name: 'Acme', size: 'medium' });
    expect(toCompanyInput(form({ name: 'Acme', size: 'gigantic' }))).toEqual({ name: 'Acme' });
  });

  it('keeps all nine fields when all are given', () => {
    const full = form({
      name: 'A',
      industry: 'Media',
      size: 'large',
      description: 'D',
      website: 'https://a.io',
      email: 'a@a.io',
      phone: '1',
      address: 'Street 1',
      logo_url: 'https://a.io/logo.png',
    });
    expect(Object.keys(toCompanyInput(full))).toHaveLength(9);
  });
});

describe('toCompanyUpdate', () => {
  it('sends null for fields the user emptied, and omits fields that were empty anyway', () => {
    const company = { name: 'Acme', description: 'Old text', phone: null, website: 'https://acme.com', size: 'small' as const };
    const values = form({ name: 'Acme Inc ', description: '  ', website: 'https://acme.io', size: '' });
    expect(toCompanyUpdate(values, company)).toEqual({
      name: 'Acme Inc',
      website: 'https://acme.io',
      description: null,
      size: null,
    });
  });
});
