import { IMPORT_HEADERS, importHeaderField, importHeaderKey } from './import-headers';

describe('importHeaderKey', () => {
  it.each([
    ['E-Mail', 'email'],
    ['\uFEFFemail_address', 'emailaddress'],
    ['  Prénom ', 'prenom'],
    ['TÉLÉPHONE', 'telephone'],
    ['Correo electrónico', 'correoelectronico'],
    ['E-mail 12 - Value', 'email#value'],
    ['E-Mail 2: Adresse', 'email#adresse'],
    ['Person - Email - Work', 'personemailwork'],
    ['Phone (mobile)', 'phonemobile'],
  ])('%j -> %j', (header, key) => {
    expect(importHeaderKey(header)).toBe(key);
  });
});

describe('IMPORT_HEADERS', () => {
  it('names each header once: no spelling is listed twice, nor for two fields', () => {
    const seen = new Map<string, string>();
    for (const [field, headers] of Object.entries(IMPORT_HEADERS)) {
      for (const header of headers) {
        const key = importHeaderKey(header);
        expect([key, seen.get(key)]).toEqual([key, undefined]);
        seen.set(key, `${field}: ${header}`);
      }
    }
  });

  it('knows the German, French and Spanish headers', () => {
    const fields = (headers: string[]) => headers.map((h) => importHeaderField(h) ?? 'skip');
    expect(fields(['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Mobiltelefon', 'Firma', 'Unternehmen', 'Kategorien'])).toEqual([
      'first',
      'last',
      'email',
      'phone',
      'phone',
      'company',
      'company',
      'tags',
    ]);
    expect(fields(['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Société', 'Entreprise', 'Nom complet', 'Étiquettes'])).toEqual([
      'first',
      'last',
      'email',
      'phone',
      'company',
      'company',
      'name',
      'tags',
    ]);
    expect(fields(['Nombre', 'Apellidos', 'Apellido', 'Correo electrónico', 'Teléfono', 'Móvil', 'Empresa', 'Nombre completo'])).toEqual([
      'first',
      'last',
      'last',
      'email',
      'phone',
      'phone',
      'company',
      'name',
    ]);
  });

  it('leaves what is not a contact field unknown, however close', () => {
    for (const header of [
      'Notes',
      'Position',
      'Job Title',
      'E-mail 1 - Label',
      'E-mail Type',
      'E-mail Display Name',
      'Phone 1 - Type',
      'Business Fax',
      'Pager',
      'Middle Name',
      'Birthday',
    ]) {
      expect([header, importHeaderField(header)]).toEqual([header, undefined]);
    }
  });
});
