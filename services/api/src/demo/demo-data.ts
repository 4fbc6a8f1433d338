// What a new user sees after `pnpm start`: a small, believable book of business.
export const DEMO_COMPANIES = [
  {
    name: 'Northwind Traders',
    industry: 'Retail',
    size: 'medium',
    website: 'https://northwind.example.com',
    description: 'Speciality food importer with 40 stores.',
  },
  {
    name: 'Contoso Health',
    industry: 'Healthcare',
    size: 'large',
    website: 'https://contoso-health.example.com',
    description: 'Regional clinic network moving to digital intake.',
  },
  {
    name: 'Fabrikam Finance',
    industry: 'Finance',
    size: 'enterprise',
    website: 'https://fabrikam.example.com',
    description: 'Asset manager; long procurement cycles.',
  },
  { name: 'Tailspin Studios', industry: 'Media', size: 'small', website: 'https://tailspin.example.com', description: 'Animation studio, fast decisions.' },
  { name: 'Lumen Labs', industry: 'Technology', size: 'startup', website: 'https://lumenlabs.example.com', description: 'Seed-stage robotics start-up.' },
  {
    name: 'Wingtip Manufacturing',
    industry: 'Manufacturing',
    size: 'large',
    website: 'https://wingtip.example.com',
    description: 'Precision parts for aerospace.',
  },
  {
    name: 'Blue Yonder Academy',
    industry: 'Education',
    size: 'medium',
    website: 'https://blueyonder.example.com',
    description: 'Online courses for professionals.',
  },
  { name: 'Harbor Realty', industry: 'Real Estate', size: 'small', website: 'https://harbor.example.com', description: 'Commercial property in three cities.' },
] as const;

const FIRST = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Iris',
  'Omar',
  'Lena',
  'Ravi',
  'Chloe',
  'Mateo',
  'Hana',
  'Felix',
  'Nora',
  'Samir',
  'Elena',
  'Theo',
  'Priya',
  'Jonas',
  'Aiko',
  'Diego',
  'Freya',
  'Kofi',
];
const LAST = ['Patel', 'Nguyen', 'Garcia', 'Okafor', 'Schmidt', 'Rossi', 'Kim', 'Haddad', 'Larsen', 'Silva', 'Dubois', 'Tanaka'];
const TAGS = ['vip', 'decision-maker', 'champion', 'trial', 'renewal', ''];
const NOTES = [
  'Intro call went well; wants a proposal by Friday.',
  'Asked about SSO and data residency.',
  'Budget approved for next quarter.',
  'Prefers email over calls.',
];

export interface DemoContact {
  first: string;
  last: string;
  email: string;
  phone: string;
  companyIndex: number;
  tags: string | null;
  notes: string[];
}

export function demoContacts(): DemoContact[] {
  return FIRST.map((first, i) => {
    const last = LAST[i % LAST.length]!;
    const companyIndex = i % DEMO_COMPANIES.length;
    const domain = DEMO_COMPANIES[companyIndex]!.website.replace('https://', '');
    return {
      first,
      last,
      email: `${first}.${last}@${domain}`.toLowerCase(),
      phone: `+1 555 01${String(i).padStart(2, '0')}`,
      companyIndex,
      tags: TAGS[i % TAGS.length] || null,
      notes: i % 3 === 0 ? NOTES.slice(0, 1 + (i % NOTES.length)) : [],
    };
  });
}
