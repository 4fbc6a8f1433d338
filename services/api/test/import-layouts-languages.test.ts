// German, French and Spanish files as spreadsheets and mail programs export them: the mapping the
// preview suggests and the contacts an import with it stores (import-headers.ts).
import { createTestApp, type TestApp } from './helpers/app';
import { csvLines } from './helpers/import-jobs';
import { layoutImporter } from './helpers/import-layouts';

let t: TestApp;
let layouts: ReturnType<typeof layoutImporter>;
beforeAll(async () => {
  t = await createTestApp();
  layouts = layoutImporter(t);
});
afterAll(() => t.close());
beforeEach(() => layouts.clear());
const importAsSuggested: ReturnType<typeof layoutImporter>['importAsSuggested'] = (file, expected) => layouts.importAsSuggested(file, expected);

describe('exports in other languages', () => {
  it('a German Excel file: semicolons, Windows-1252', async () => {
    const file = Buffer.from(
      csvLines('Vorname;Nachname;E-Mail;Telefon;Mobiltelefon;Firma;Position', 'Jürgen;Größe;jurgen@example.de;;+49 171 0000000;Müller & Söhne GmbH;Einkauf'),
      'latin1',
    );
    expect(
      await importAsSuggested(file, {
        Vorname: 'first',
        Nachname: 'last',
        'E-Mail': 'email',
        Telefon: 'phone',
        Mobiltelefon: 'phone',
        Firma: 'company',
        Position: 'skip',
      }),
    ).toEqual([{ first: 'Jürgen', last: 'Größe', email: 'jurgen@example.de', phone: '+49 171 0000000', company: 'Müller & Söhne GmbH', tags: null }]);
  });

  it("German Outlook: 'Telefon geschäftlich', 'E-Mail-Adresse', 'Kategorien'", async () => {
    const file = csvLines(
      '\uFEFFAnrede;Vorname;Weitere Vornamen;Nachname;Firma;Abteilung;Position;Telefon geschäftlich;Telefon privat;Mobiltelefon;E-Mail-Adresse;E-Mail 2: Adresse;Kategorien',
      'Frau;Anna;;Schmidt;Contoso GmbH;Vertrieb;Leiterin;+49 89 0000;;;anna@example.de;;Kunden',
    );
    expect(
      await importAsSuggested(file, {
        Anrede: 'skip',
        Vorname: 'first',
        'Weitere Vornamen': 'skip',
        Nachname: 'last',
        Firma: 'company',
        Abteilung: 'skip',
        Position: 'skip',
        'Telefon geschäftlich': 'phone',
        'Telefon privat': 'phone',
        Mobiltelefon: 'phone',
        'E-Mail-Adresse': 'email',
        'E-Mail 2: Adresse': 'email',
        Kategorien: 'tags',
      }),
    ).toEqual([{ first: 'Anna', last: 'Schmidt', email: 'anna@example.de', phone: '+49 89 0000', company: 'Contoso GmbH', tags: 'Kunden' }]);
  });

  it('a German list with Vorname and Name: Name is the family name there', async () => {
    const file = csvLines('Vorname;Name;E-Mail;Unternehmen', 'Karl;von Stein;karl@example.de;Stein AG');
    expect(await importAsSuggested(file, { Vorname: 'first', Name: 'name', 'E-Mail': 'email', Unternehmen: 'company' })).toEqual([
      { first: 'Karl', last: 'von Stein', email: 'karl@example.de', phone: null, company: 'Stein AG', tags: null },
    ]);
  });

  it('a French file: UTF-8 with a BOM', async () => {
    const file = csvLines(
      '\uFEFFPrénom;Nom;Courriel;Téléphone;Société;Étiquettes',
      'Élodie;Lefèvre;elodie@example.fr;+33 6 00 00 00 00;Société Générale;Prospect',
    );
    expect(
      await importAsSuggested(file, {
        Prénom: 'first',
        Nom: 'last',
        Courriel: 'email',
        Téléphone: 'phone',
        Société: 'company',
        Étiquettes: 'tags',
      }),
    ).toEqual([{ first: 'Élodie', last: 'Lefèvre', email: 'elodie@example.fr', phone: '+33 6 00 00 00 00', company: 'Société Générale', tags: 'Prospect' }]);
  });

  it('a French file with a full name', async () => {
    const file = csvLines('Nom complet,Adresse e-mail,Entreprise', 'Jean-Luc Picard,jl@example.fr,Starfleet');
    expect(await importAsSuggested(file, { 'Nom complet': 'name', 'Adresse e-mail': 'email', Entreprise: 'company' })).toEqual([
      { first: 'Jean-Luc', last: 'Picard', email: 'jl@example.fr', phone: null, company: 'Starfleet', tags: null },
    ]);
  });

  it('a Spanish file', async () => {
    const file = csvLines(
      'Nombre,Apellidos,Correo electrónico,Teléfono,Móvil,Empresa,Etiquetas',
      'José,García López,jose@example.es,,+34 600 111 222,Telefónica,Cliente',
    );
    expect(
      await importAsSuggested(file, {
        Nombre: 'first',
        Apellidos: 'last',
        'Correo electrónico': 'email',
        Teléfono: 'phone',
        Móvil: 'phone',
        Empresa: 'company',
        Etiquetas: 'tags',
      }),
    ).toEqual([{ first: 'José', last: 'García López', email: 'jose@example.es', phone: '+34 600 111 222', company: 'Telefónica', tags: 'Cliente' }]);
  });
});
