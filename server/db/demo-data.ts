import { roundCents, type ProductCategory } from '../../common/domain';
// The demo data of DESIGN.md, as plain values; seed.ts writes them.

export const demoCompanies = [
  {
    key: 'contoso',
    name: 'Contoso (partner)',
    tenantId: '7f3c1a52-0c1e-4f3b-9d0a-c0a7050c0de1',
    domain: 'contoso.example',
  },
  {
    key: 'fabrikam',
    name: 'Fabrikam, Inc.',
    tenantId: 'a1b2c3d4-0001-4000-8000-fab41ca11111',
    domain: 'fabrikam.example',
  },
  {
    key: 'northwind',
    name: 'Northwind Traders',
    tenantId: 'a1b2c3d4-0002-4000-8000-a0e7ad222222',
    domain: 'northwind.example',
  },
  {
    key: 'tailspin',
    name: 'Tailspin Toys',
    tenantId: 'a1b2c3d4-0003-4000-8000-7a115b333333',
    domain: 'tailspin.example',
  },
  {
    key: 'adatum',
    name: 'Adatum Corporation',
    tenantId: 'a1b2c3d4-0004-4000-8000-adad4a444444',
    domain: 'adatum.example',
  },
] as const;

export type DemoCompanyKey = (typeof demoCompanies)[number]['key'];

export const demoUsers = [
  {
    email: 'partner.admin@contoso.example',
    name: 'Pat Morgan',
    globalRole: 'partner_admin',
    access: [['contoso', 'member']],
  },
  { email: 'support@contoso.example', name: 'Sasha Reid', globalRole: 'support', access: [['contoso', 'member']] },
  {
    email: 'alex@fabrikam.example',
    name: 'Alex Wilber',
    globalRole: 'none',
    access: [
      ['fabrikam', 'member'],
      ['northwind', 'viewer'],
    ],
  },
  { email: 'sam@northwind.example', name: 'Sam Rivera', globalRole: 'none', access: [['northwind', 'member']] },
  { email: 'megan@fabrikam.example', name: 'Megan Bowen', globalRole: 'none', access: [['fabrikam', 'viewer']] },
  { email: 'taylor@tailspin.example', name: 'Taylor Brooks', globalRole: 'none', access: [['tailspin', 'member']] },
  { email: 'jordan@adatum.example', name: 'Jordan Lee', globalRole: 'none', access: [['adatum', 'member']] },
  {
    email: 'former.employee@fabrikam.example',
    name: 'Chris Former',
    globalRole: 'none',
    isDisabled: true,
    access: [['fabrikam', 'member']],
  },
] as const satisfies readonly {
  email: string;
  name: string;
  globalRole: 'partner_admin' | 'support' | 'none';
  isDisabled?: boolean;
  access: readonly (readonly [DemoCompanyKey, 'member' | 'viewer'])[];
}[];

/** Known to the built-in identity provider, unknown to the portal. */
export const strangerAccount = { email: 'stranger@example.com', name: 'Stan Stranger' };

type ProductFamily = {
  name: string;
  publisher: string;
  category: ProductCategory;
  basePrice: number;
  description: string;
};

const productFamilies: ProductFamily[] = [
  {
    name: 'Microsoft 365 Business',
    publisher: 'Microsoft',
    category: 'Productivity',
    basePrice: 6,
    description: 'Email, files and Office apps for small businesses.',
  },
  {
    name: 'Office 365 Enterprise',
    publisher: 'Microsoft',
    category: 'Productivity',
    basePrice: 10,
    description: 'Office apps and services for large organisations.',
  },
  {
    name: 'Microsoft Teams',
    publisher: 'Microsoft',
    category: 'Collaboration',
    basePrice: 4,
    description: 'Chat, meetings and calling.',
  },
  {
    name: 'Exchange Online',
    publisher: 'Microsoft',
    category: 'Productivity',
    basePrice: 4,
    description: 'Business email and calendars.',
  },
  {
    name: 'Microsoft Defender',
    publisher: 'Microsoft',
    category: 'Security',
    basePrice: 3,
    description: 'Endpoint and identity protection.',
  },
  {
    name: 'Entra ID',
    publisher: 'Microsoft',
    category: 'Security',
    basePrice: 6,
    description: 'Identity and access management.',
  },
  {
    name: 'Power BI',
    publisher: 'Microsoft',
    category: 'Analytics',
    basePrice: 10,
    description: 'Reports and dashboards from your data.',
  },
  {
    name: 'Dynamics 365 Sales',
    publisher: 'Microsoft',
    category: 'Business apps',
    basePrice: 65,
    description: 'Customer relationship management.',
  },
  { name: 'Visio', publisher: 'Microsoft', category: 'Design', basePrice: 5, description: 'Diagrams and flowcharts.' },
  {
    name: 'Project',
    publisher: 'Microsoft',
    category: 'Productivity',
    basePrice: 10,
    description: 'Project planning and scheduling.',
  },
  {
    name: 'Acrobat',
    publisher: 'Adobe',
    category: 'Productivity',
    basePrice: 15,
    description: 'Create, edit and sign PDF documents.',
  },
  {
    name: 'Creative Cloud',
    publisher: 'Adobe',
    category: 'Design',
    basePrice: 55,
    description: 'Photo, video and design apps.',
  },
  {
    name: 'AutoCAD',
    publisher: 'Autodesk',
    category: 'Design',
    basePrice: 180,
    description: '2D and 3D computer-aided design.',
  },
  {
    name: 'Jira',
    publisher: 'Atlassian',
    category: 'Development',
    basePrice: 8,
    description: 'Issue and project tracking for teams.',
  },
  {
    name: 'Confluence',
    publisher: 'Atlassian',
    category: 'Collaboration',
    basePrice: 6,
    description: 'Team workspace and documentation.',
  },
  {
    name: 'Zoom Workplace',
    publisher: 'Zoom',
    category: 'Collaboration',
    basePrice: 13,
    description: 'Video meetings, chat and phone.',
  },
  {
    name: 'GitHub',
    publisher: 'GitHub',
    category: 'Development',
    basePrice: 4,
    description: 'Code hosting and collaboration.',
  },
  {
    name: 'Bitdefender GravityZone',
    publisher: 'Bitdefender',
    category: 'Security',
    basePrice: 3,
    description: 'Endpoint security for businesses.',
  },
  {
    name: 'Dropbox Business',
    publisher: 'Dropbox',
    category: 'Storage',
    basePrice: 12,
    description: 'File storage and sharing.',
  },
  { name: 'Tableau', publisher: 'Salesforce', category: 'Analytics', basePrice: 15, description: 'Visual analytics.' },
];

const editions = [
  { suffix: 'Basic', factor: 1 },
  { suffix: 'Standard', factor: 2 },
  { suffix: 'Premium', factor: 3.5 },
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** 60 products: 20 families in 3 editions each. */
export const demoProducts = productFamilies.flatMap((family) =>
  editions.map((edition) => ({
    sku: `${slug(family.name)}-${slug(edition.suffix)}`,
    name: `${family.name} ${edition.suffix}`,
    description: family.description,
    publisher: family.publisher,
    category: family.category,
    iconUrl: `/icons/${slug(family.publisher)}.svg`,
    monthlyPrice: roundCents(family.basePrice * edition.factor),
    maxQuantity: family.basePrice > 50 ? 500 : 10000,
  })),
);

export const demoPublishers = [...new Set(productFamilies.map((family) => family.publisher))];

/** The partner as the seller on its invoices (a French company: its invoices carry French VAT and Factur-X). */
export const demoBillingEntity = {
  legalName: 'Contoso Cloud Services SAS',
  address: '12 rue de la Paix\n75002 Paris',
  country: 'FR',
  vatId: 'FR40123456824',
  invoicePrefix: 'CCS',
  paymentTermsDays: 30,
  email: 'billing@contoso.example',
};

/**
 * Where the customers' invoices go: a US customer (no VAT), a German one with a VAT id (EU reverse charge), a French one
 * (French VAT, invoices in French), and another US one.
 */
export const demoBillingAddresses: Record<
  'fabrikam' | 'northwind' | 'tailspin' | 'adatum',
  { legalName: string; address: string; country: string; vatId: string | null; language: 'en' | 'fr' }
> = {
  fabrikam: {
    legalName: 'Fabrikam, Inc.',
    address: '1 Microsoft Way\nRedmond, WA 98052',
    country: 'US',
    vatId: null,
    language: 'en',
  },
  northwind: {
    legalName: 'Northwind Traders GmbH',
    address: 'Friedrichstraße 68\n10117 Berlin',
    country: 'DE',
    vatId: 'DE136695976',
    language: 'en',
  },
  tailspin: {
    legalName: 'Tailspin Toys SARL',
    address: '5 place Bellecour\n69002 Lyon',
    country: 'FR',
    vatId: 'FR83404833048',
    language: 'fr',
  },
  adatum: {
    legalName: 'Adatum Corporation',
    address: '500 Fifth Avenue\nNew York, NY 10110',
    country: 'US',
    vatId: null,
    language: 'en',
  },
};
