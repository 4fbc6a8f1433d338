// Which contact field a CSV column holds, from the headers other tools write in their exports: one
// table, read by the import's suggested mapping (docs/PRODUCT.md §2 Map Columns). Headers compare
// by importHeaderKey: case, accents, punctuation and spaces do not count ('Email Address' is also
// 'E-mail address' and 'email_address', 'Telephone' also 'Téléphone'), and a number stands for any
// number ('E-mail 1 - Value' also names 'E-mail 2 - Value'), so each spelling is listed once. A
// column that names a field is mapped to it even when another column names it too: per row, the
// first non-empty one wins.
import { looseText } from './record-keys';
import type { MappedField } from './import-export';

/** The headers each field is known by, grouped by the tools that write them. */
export const IMPORT_HEADERS: Readonly<Record<MappedField, readonly string[]>> = {
  first: [
    ...['First Name', 'First', 'Given Name', 'Forename', 'FNAME'],
    'Person - First name', // Pipedrive
    ...['Vorname', 'Rufname'], // German
    'Prénom', // French
    ...['Nombre', 'Nombre de pila', 'Primer nombre'], // Spanish
  ],
  last: [
    ...['Last Name', 'Last', 'Surname', 'Family Name', 'LNAME'],
    'Person - Last name', // Pipedrive
    ...['Nachname', 'Familienname', 'Zuname'], // German
    ...['Nom', 'Nom de famille'], // French ('Nom' is the family name)
    ...['Apellido', 'Apellidos', 'Primer apellido'], // Spanish
  ],
  name: [
    // 'Name' next to 'Vorname' in a German file is the family name: a full name of one word fills the last name then.
    ...['Name', 'Full Name', 'Display Name', 'Contact Name', 'Contact Full Name'], // Google, Zoho, Thunderbird
    'Person - Name', // Pipedrive
    ...['FN', 'Formatted Name'], // vCard converters (EMAIL, TEL, ORG and CATEGORIES are in their fields)
    ...['Vollständiger Name', 'Anzeigename', 'Kontaktname'], // German
    ...['Nom complet', 'Nom et prénom', 'Prénom et nom', "Nom d'affichage"], // French
    ...['Nombre completo', 'Nombre y apellidos', 'Nombre para mostrar'], // Spanish
  ],
  email: [
    ...['Email', 'Mail', 'Email Address', 'Email 1', 'E-mail 1 - Value'], // HubSpot, Salesforce, Zoho, Mailchimp, LinkedIn, Google
    ...['E-mail 2 Address', 'Primary Email', 'Secondary Email', 'Work Email', 'Home Email', 'Other Email', 'Business Email', 'Personal Email'], // Outlook, Zoho, Thunderbird
    ...['Person - Email', 'Person - Email - Work', 'Person - Email - Home', 'Person - Email - Other'], // Pipedrive
    ...['Email (work)', 'Email (home)', 'Email (internet)', 'Email (other)', 'Email (pref)'], // vCard converters
    ...['E-Mail-Adresse', 'E-Mail 2: Adresse', 'E-Mail geschäftlich', 'E-Mail privat', 'Mailadresse'], // German
    ...['Courriel', 'Adresse courriel', 'Adresse e-mail', 'Adresse électronique', 'Adresse de messagerie', 'Adresse de messagerie 2', 'Mél'], // French
    ...['E-mail professionnel', 'E-mail personnel'], // French
    ...['Correo electrónico', 'Correo', 'Dirección de correo electrónico', 'Dirección de correo electrónico 2'], // Spanish
  ],
  phone: [
    ...['Phone', 'Phone Number', 'Telephone', 'Telephone Number', 'Tel', 'Phone 1 - Value'], // HubSpot, Salesforce, Zoho, Mailchimp, Google
    ...['Mobile', 'Mobile Phone', 'Mobile Number', 'Mobile Phone Number', 'Cell', 'Cell Phone'],
    ...['Business Phone', 'Business Phone 2', 'Home Phone', 'Home Phone 2', 'Primary Phone', 'Other Phone', 'Company Main Phone'], // Outlook
    ...['Work Phone', 'Direct Phone'], // Thunderbird, lead lists
    ...['Person - Phone', 'Person - Phone - Work', 'Person - Phone - Home', 'Person - Phone - Mobile', 'Person - Phone - Other'], // Pipedrive
    ...['Phone (mobile)', 'Phone (cell)', 'Phone (work)', 'Phone (home)', 'Phone (main)', 'Phone (other)', 'Phone (voice)'], // vCard converters
    ...['Telefon', 'Telefonnummer', 'Mobiltelefon', 'Mobil', 'Mobilnummer', 'Handy', 'Handynummer'], // German
    ...['Telefon geschäftlich', 'Telefon geschäftlich 2', 'Telefon privat', 'Telefon privat 2', 'Weiteres Telefon', 'Haupttelefon', 'Telefon Firma'], // German Outlook
    ...['Numéro de téléphone', 'Téléphone mobile', 'Tél. mobile', 'Portable', 'Téléphone portable'], // French
    ...[
      'Téléphone bureau',
      'Téléphone bureau 2',
      'Téléphone professionnel',
      'Téléphone domicile',
      'Téléphone domicile 2',
      'Téléphone principal',
      'Autre téléphone',
    ], // French Outlook
    ...['Teléfono', 'Número de teléfono', 'Teléfono móvil', 'Móvil', 'Celular', 'Teléfono celular'], // Spanish
    ...['Teléfono del trabajo', 'Teléfono del trabajo 2', 'Teléfono particular', 'Teléfono particular 2', 'Teléfono principal', 'Otro teléfono'], // Spanish Outlook
  ],
  company: [
    ...['Company', 'Company Name', 'Organization', 'Organisation', 'Organization Name', 'Organization 1 - Name', 'Org'], // Outlook, HubSpot, LinkedIn, Google
    ...['Account', 'Account Name', 'Associated Company', 'Employer'], // Salesforce, Zoho, HubSpot
    'Person - Organization', // Pipedrive ('Organization - Name' is 'Organization Name')
    ...['Firma', 'Firmenname', 'Unternehmen', 'Unternehmensname', 'Arbeitgeber'], // German
    ...['Société', 'Entreprise', "Nom de l'entreprise", 'Nom de la société', 'Compagnie', 'Employeur'], // French
    ...['Empresa', 'Compañía', 'Organización', 'Nombre de la empresa', 'Nombre de la compañía'], // Spanish
  ],
  tags: [
    ...['Tags', 'Tag', 'Labels', 'Label', 'Groups', 'Group', 'Group Membership', 'Categories', 'Category', 'Keywords'], // Mailchimp, Zoho, Google, Outlook
    ...['Person - Labels', 'Person - Label'], // Pipedrive
    ...['Schlagwörter', 'Stichwörter', 'Kategorien', 'Kategorie', 'Gruppen', 'Gruppe', 'Etiketten'], // German
    ...['Étiquettes', 'Étiquette', 'Libellés', 'Catégorie', 'Groupes', 'Mots-clés'], // French
    ...['Etiquetas', 'Etiqueta', 'Categorías', 'Categoría', 'Grupos', 'Palabras clave'], // Spanish
  ],
};

/**
 * How headers compare: lower case, accents and a byte order mark dropped, every run of digits one
 * number, nothing but letters and numbers kept ('E-Mail 2: Adresse' -> 'email#adresse').
 */
export function importHeaderKey(header: string): string {
  return looseText(header.replace(/^\uFEFF/, ''))
    .replace(/\p{N}+/gu, '#')
    .replace(/ /g, '');
}

let lookup: Map<string, MappedField> | undefined;

/** The field a header names, or undefined when the table does not know it. */
export function importHeaderField(header: string): MappedField | undefined {
  lookup ??= new Map(
    (Object.entries(IMPORT_HEADERS) as [MappedField, readonly string[]][]).flatMap(([field, headers]) =>
      headers.map((h) => [importHeaderKey(h), field] as const),
    ),
  );
  return lookup.get(importHeaderKey(header));
}
