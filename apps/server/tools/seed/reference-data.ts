/**
 * Shipping lines and customers of the demo terminal. Owner prefixes are real ISO 6346 codes
 * (BIC register) so numbers look like the boxes a terminal actually sees; customers are invented.
 */

export interface LinerSeed {
  name: string;
  /** Distinct colours: the yard map and inventory pies draw each line in its own. */
  color: string;
  /** Owner code plus category letter: what a container number starts with. */
  prefixes: string[];
  /** Relative share of the demo yard's boxes. */
  share: number;
}

export const DEMO_LINERS: readonly LinerSeed[] = [
  { name: 'Maersk', color: '#42B0D5', prefixes: ['MSKU', 'MAEU', 'MRKU'], share: 17 },
  { name: 'MSC', color: '#C5A572', prefixes: ['MSCU', 'MEDU'], share: 20 },
  { name: 'CMA CGM', color: '#1F3A93', prefixes: ['CMAU', 'CGMU'], share: 13 },
  { name: 'Hapag-Lloyd', color: '#F26522', prefixes: ['HLXU', 'HLBU'], share: 8 },
  { name: 'ONE', color: '#E4007F', prefixes: ['ONEU'], share: 7 },
  { name: 'Evergreen', color: '#00843D', prefixes: ['EGHU', 'EISU', 'EMCU'], share: 7 },
  { name: 'COSCO', color: '#C8102E', prefixes: ['COSU', 'CBHU', 'CSNU'], share: 10 },
  { name: 'OOCL', color: '#8E44AD', prefixes: ['OOLU'], share: 4 },
  { name: 'Yang Ming', color: '#F1C40F', prefixes: ['YMLU'], share: 3 },
  { name: 'ZIM', color: '#16A085', prefixes: ['ZIMU'], share: 3 },
  { name: 'HMM', color: '#34495E', prefixes: ['HDMU'], share: 3 },
];

/**
 * Leasing companies' prefixes (Textainer, Triton, Florens, SeaCo, CAI, Beacon): their boxes sail
 * for a line, so the demo gives each one an operating liner.
 */
export const LESSOR_PREFIXES: readonly string[] = [
  'TGHU',
  'TEMU',
  'TCNU',
  'TRHU',
  'FCIU',
  'SEGU',
  'CAIU',
  'BMOU',
];

/** Share of boxes on lessor prefixes rather than a line's own. */
export const LESSOR_SHARE = 0.12;

/** What a customer ships; the demo gives reefers and tanks to the customers who use them. */
export type Trade = 'general' | 'reefer' | 'chemical' | 'forwarder';

export interface CustomerSeed {
  name: string;
  code: string;
  trade: Trade;
}

export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  { name: 'Konkan Agro Exports Pvt Ltd', code: 'KAE', trade: 'reefer' },
  { name: 'Sahyadri Fresh Foods Ltd', code: 'SFF', trade: 'reefer' },
  { name: 'Ratnagiri Marine Products', code: 'RMP', trade: 'reefer' },
  { name: 'Deccan Pharma Distributors', code: 'DPD', trade: 'reefer' },
  { name: 'Vapi Speciality Chemicals Ltd', code: 'VSC', trade: 'chemical' },
  { name: 'Ankleshwar Petrochem Industries', code: 'API', trade: 'chemical' },
  { name: 'Bharat Steel Traders', code: 'BST', trade: 'general' },
  { name: 'Tiruppur Knitwear Exports', code: 'TKE', trade: 'general' },
  { name: 'Ludhiana Auto Components Ltd', code: 'LAC', trade: 'general' },
  { name: 'Pune Engineering Works', code: 'PEW', trade: 'general' },
  { name: 'Surat Synthetics Pvt Ltd', code: 'SSY', trade: 'general' },
  { name: 'Morbi Ceramic Tiles Co', code: 'MCT', trade: 'general' },
  { name: 'Kolhapur Sugar Mills', code: 'KSM', trade: 'general' },
  { name: 'Jaipur Handicrafts Emporium', code: 'JHE', trade: 'general' },
  { name: 'Bhiwandi Electronics Imports', code: 'BEI', trade: 'general' },
  { name: 'Nagpur Cotton Corporation', code: 'NCC', trade: 'general' },
  { name: 'Nhava Sheva Freight Forwarders', code: 'NSF', trade: 'forwarder' },
  { name: 'Western India Shipping Agency', code: 'WIS', trade: 'forwarder' },
  { name: 'Arabian Sea Logistics Pvt Ltd', code: 'ASL', trade: 'forwarder' },
  { name: 'Mumbai Customs Clearing House', code: 'MCC', trade: 'forwarder' },
  { name: 'Gateway Cargo Movers', code: 'GCM', trade: 'forwarder' },
];
