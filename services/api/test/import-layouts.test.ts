// Files as other tools export them: for each layout, the mapping the preview suggests (what a user
// expects without touching a select) and the contacts an import with that mapping stores. The
// header spellings come from the contract's table (import-headers.ts); German, French and Spanish
// files are in import-layouts-languages.test.ts.
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

describe('real export layouts', () => {
  it('Google Contacts: the first phone a row has, labels as tags', async () => {
    const file = csvLines(
      'First Name,Middle Name,Last Name,Nickname,Organization Name,Organization Title,Birthday,Notes,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value',
      'Ada,King,Lovelace,,Analytical Engines,Analyst,1815-12-10,,Friends,* Work,ada@example.com,Mobile,,Work,+44 20 7946 0000',
    );
    expect(
      await importAsSuggested(file, {
        'First Name': 'first',
        'Middle Name': 'skip',
        'Last Name': 'last',
        Nickname: 'skip',
        'Organization Name': 'company',
        'Organization Title': 'skip',
        Birthday: 'skip',
        Notes: 'skip',
        Labels: 'tags',
        'E-mail 1 - Label': 'skip',
        'E-mail 1 - Value': 'email',
        'Phone 1 - Label': 'skip',
        'Phone 1 - Value': 'phone',
        'Phone 2 - Label': 'skip',
        'Phone 2 - Value': 'phone',
      }),
    ).toEqual([{ first: 'Ada', last: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', company: 'Analytical Engines', tags: 'Friends' }]);
  });

  it("Google Contacts' older CSV: the full name fills the names a row lacks", async () => {
    const file = csvLines(
      'Name,Given Name,Additional Name,Family Name,Group Membership,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value,Organization 1 - Type,Organization 1 - Name,Organization 1 - Title',
      'Grace Brewster Hopper,Grace,,Hopper,Navy,* Work,grace@example.com,Mobile,+1 555 0100,,US Navy,Rear Admiral',
      'Alan Mathison Turing,,,,Bletchley,* Home,alan@example.com,,,,,',
    );
    expect(
      await importAsSuggested(file, {
        Name: 'name',
        'Given Name': 'first',
        'Additional Name': 'skip',
        'Family Name': 'last',
        'Group Membership': 'tags',
        'E-mail 1 - Type': 'skip',
        'E-mail 1 - Value': 'email',
        'Phone 1 - Type': 'skip',
        'Phone 1 - Value': 'phone',
        'Organization 1 - Type': 'skip',
        'Organization 1 - Name': 'company',
        'Organization 1 - Title': 'skip',
      }),
    ).toEqual([
      { first: 'Grace', last: 'Hopper', email: 'grace@example.com', phone: '+1 555 0100', company: 'US Navy', tags: 'Navy' },
      { first: 'Alan Mathison', last: 'Turing', email: 'alan@example.com', phone: null, company: null, tags: 'Bletchley' },
    ]);
  });

  it("Outlook: an empty 'Mobile Phone' leaves the 'Business Phone' before it, and the other way round", async () => {
    const file = csvLines(
      'Title,First Name,Middle Name,Last Name,Suffix,Company,Department,Job Title,Business Fax,Business Phone,Home Phone,Mobile Phone,Pager,E-mail Address,E-mail Type,E-mail Display Name,E-mail 2 Address,Categories',
      'Dr.,Chloé,,Dubois,,Fabrikam,Sales,Director,+33 1 99 00 00 01,+33 1 99 00 00 00,,,,chloe@example.com,SMTP,Chloé Dubois (chloe@example.com),,Clients',
      ',Ben,,Okafor,,Contoso,,,,,,+234 800 000 0000,,,,,ben@example.com,',
    );
    expect(
      await importAsSuggested(file, {
        Title: 'skip',
        'First Name': 'first',
        'Middle Name': 'skip',
        'Last Name': 'last',
        Suffix: 'skip',
        Company: 'company',
        Department: 'skip',
        'Job Title': 'skip',
        'Business Fax': 'skip',
        'Business Phone': 'phone',
        'Home Phone': 'phone',
        'Mobile Phone': 'phone',
        Pager: 'skip',
        'E-mail Address': 'email',
        'E-mail Type': 'skip',
        'E-mail Display Name': 'skip',
        'E-mail 2 Address': 'email',
        Categories: 'tags',
      }),
    ).toEqual([
      { first: 'Chloé', last: 'Dubois', email: 'chloe@example.com', phone: '+33 1 99 00 00 00', company: 'Fabrikam', tags: 'Clients' },
      { first: 'Ben', last: 'Okafor', email: 'ben@example.com', phone: '+234 800 000 0000', company: 'Contoso', tags: null },
    ]);
  });

  it('HubSpot', async () => {
    const file = csvLines(
      'Record ID,First Name,Last Name,Email,Phone Number,Mobile Phone Number,Company Name,Job Title,Lifecycle Stage,Contact owner',
      '101,Mina,Park,mina@example.com,,+1 555 0101,Northwind,CTO,Lead,Sam Seller',
    );
    expect(
      await importAsSuggested(file, {
        'Record ID': 'skip',
        'First Name': 'first',
        'Last Name': 'last',
        Email: 'email',
        'Phone Number': 'phone',
        'Mobile Phone Number': 'phone',
        'Company Name': 'company',
        'Job Title': 'skip',
        'Lifecycle Stage': 'skip',
        'Contact owner': 'skip',
      }),
    ).toEqual([{ first: 'Mina', last: 'Park', email: 'mina@example.com', phone: '+1 555 0101', company: 'Northwind', tags: null }]);
  });

  it('Salesforce', async () => {
    const file = csvLines(
      'Salutation,First Name,Last Name,Title,Account Name,Phone,Mobile,Email,Contact Owner',
      'Ms.,Rosa,Diaz,VP Sales,Tailspin Toys,(555) 010-0200,,rosa@example.com,Sam Seller',
    );
    expect(
      await importAsSuggested(file, {
        Salutation: 'skip',
        'First Name': 'first',
        'Last Name': 'last',
        Title: 'skip',
        'Account Name': 'company',
        Phone: 'phone',
        Mobile: 'phone',
        Email: 'email',
        'Contact Owner': 'skip',
      }),
    ).toEqual([{ first: 'Rosa', last: 'Diaz', email: 'rosa@example.com', phone: '(555) 010-0200', company: 'Tailspin Toys', tags: null }]);
  });

  it('Pipedrive people: the name split, the first email and phone a row has', async () => {
    const file = csvLines(
      'Person - Name,Person - Organization,Person - Email - Work,Person - Email - Home,Person - Phone - Work,Person - Phone - Mobile,Person - Labels,Person - Owner',
      'Jonas Weber,Globex,jonas@example.com,,+49 30 901820,,Hot lead,Sam Seller',
      'Maria de la Cruz,,,maria@example.com,,+34 600 000 000,,Sam Seller',
    );
    expect(
      await importAsSuggested(file, {
        'Person - Name': 'name',
        'Person - Organization': 'company',
        'Person - Email - Work': 'email',
        'Person - Email - Home': 'email',
        'Person - Phone - Work': 'phone',
        'Person - Phone - Mobile': 'phone',
        'Person - Labels': 'tags',
        'Person - Owner': 'skip',
      }),
    ).toEqual([
      { first: 'Jonas', last: 'Weber', email: 'jonas@example.com', phone: '+49 30 901820', company: 'Globex', tags: 'Hot lead' },
      { first: 'Maria de la', last: 'Cruz', email: 'maria@example.com', phone: '+34 600 000 000', company: null, tags: null },
    ]);
  });

  it('Zoho CRM', async () => {
    const file = csvLines(
      'Contact Owner,Salutation,First Name,Last Name,Account Name,Email,Secondary Email,Title,Phone,Mobile,Tag',
      'Sam Seller,Mr.,Kenji,Sato,Initech,,kenji@example.com,Engineer,,+81 3 0000 0000,Partner',
    );
    expect(
      await importAsSuggested(file, {
        'Contact Owner': 'skip',
        Salutation: 'skip',
        'First Name': 'first',
        'Last Name': 'last',
        'Account Name': 'company',
        Email: 'email',
        'Secondary Email': 'email',
        Title: 'skip',
        Phone: 'phone',
        Mobile: 'phone',
        Tag: 'tags',
      }),
    ).toEqual([{ first: 'Kenji', last: 'Sato', email: 'kenji@example.com', phone: '+81 3 0000 0000', company: 'Initech', tags: 'Partner' }]);
  });

  it('Mailchimp audience', async () => {
    const file = csvLines(
      'Email Address,First Name,Last Name,Phone Number,MEMBER_RATING,OPTIN_TIME,TAGS',
      'lea@example.com,Léa,Martin,,2,2024-01-05 10:00:00,Newsletter',
    );
    expect(
      await importAsSuggested(file, {
        'Email Address': 'email',
        'First Name': 'first',
        'Last Name': 'last',
        'Phone Number': 'phone',
        MEMBER_RATING: 'skip',
        OPTIN_TIME: 'skip',
        TAGS: 'tags',
      }),
    ).toEqual([{ first: 'Léa', last: 'Martin', email: 'lea@example.com', phone: null, company: null, tags: 'Newsletter' }]);
  });

  it('LinkedIn connections, below their notes', async () => {
    const file = csvLines(
      'Notes:',
      '"When exporting your connection data, you may notice that some of the email addresses are missing."',
      '',
      'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
      'Priya,Nair,https://www.linkedin.com/in/priya-nair,priya@example.com,Umbrella,Head of Ops,05 Jan 2024',
    );
    expect(
      await importAsSuggested(file, {
        'First Name': 'first',
        'Last Name': 'last',
        URL: 'skip',
        'Email Address': 'email',
        Company: 'company',
        Position: 'skip',
        'Connected On': 'skip',
      }),
    ).toEqual([{ first: 'Priya', last: 'Nair', email: 'priya@example.com', phone: null, company: 'Umbrella', tags: null }]);
  });

  it('a vCard converted to CSV (Apple Contacts)', async () => {
    const file = csvLines(
      'Full Name,Email (work),Email (home),Phone (mobile),Phone (work),Organization,Categories,Note',
      'Tim Cook,,tim@example.com,+1 408 555 0100,,Apple,VIP,met at WWDC',
    );
    expect(
      await importAsSuggested(file, {
        'Full Name': 'name',
        'Email (work)': 'email',
        'Email (home)': 'email',
        'Phone (mobile)': 'phone',
        'Phone (work)': 'phone',
        Organization: 'company',
        Categories: 'tags',
        Note: 'skip',
      }),
    ).toEqual([{ first: 'Tim', last: 'Cook', email: 'tim@example.com', phone: '+1 408 555 0100', company: 'Apple', tags: 'VIP' }]);
  });
});
