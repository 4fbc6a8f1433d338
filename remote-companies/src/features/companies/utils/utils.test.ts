import { companyContactsPath } from './companyContactsPath';
import { sizeLabel } from './sizeLabel';
import { websiteLabel } from './websiteLabel';

it('companyContactsPath encodes the id and the name', () => {
  expect(companyContactsPath({ id: 'c 1', name: 'Smith & Sons' })).toBe('/contacts?company_id=c+1&company_name=Smith+%26+Sons');
  expect(new URLSearchParams(companyContactsPath({ id: 'c1', name: 'A&B Co' }).split('?')[1]).get('company_name')).toBe('A&B Co');
});

it('websiteLabel drops the scheme and the final slash', () => {
  expect(websiteLabel('https://www.acme.com/')).toBe('www.acme.com');
  expect(websiteLabel(' HTTP://acme.com/about ')).toBe('acme.com/about');
});

it('sizeLabel names the five sizes and capitalises anything else', () => {
  expect(sizeLabel('enterprise')).toBe('Enterprise (1000+ employees)');
  expect(sizeLabel('huge')).toBe('Huge');
  expect(sizeLabel(null)).toBe('');
});
