/**
 * Where demo listings go. The demo regions match the areas the shared sold-price data covers, so
 * listings sit among real sales; the national towns give the benchmark a country-wide spread.
 * Centroids are outward-code (district) centroids derived from OS Code-Point Open (Contains OS data
 * © Crown copyright and database right 2026); prices are rounded regional asking-price levels.
 */

/** How a home is built; decides its type, price band, size and pictures. */
export type Form = 'detached' | 'semi' | 'terraced' | 'townhouse' | 'flat' | 'bungalow' | 'cottage';
/** HM Land Registry property types a form is priced from. */
export type SoldType = 'D' | 'S' | 'T' | 'F';
export type PriceLevels = Record<SoldType, number>;

export interface Town {
  district: string;
  latitude: number;
  longitude: number;
  city: string;
  locality: string;
}

export interface RegionSpec {
  key: string;
  /** Share of the listings. */
  weight: number;
  county: string;
  /** Exact outward codes, or whole postcode areas ('M', 'SK'), whose sold postcodes host listings. */
  districts?: string[];
  areas?: string[];
  /** Town shown for every listing; when absent, the town of the local sales. */
  city?: string;
  /** Neighbourhood names for titles, per district (the first entry of '*' is the default). */
  localities: Record<string, string[]>;
  forms: Partial<Record<Form, number>>;
  /** Ofcom's numbers reserved for drama: the prefix, completed with three digits. */
  phonePrefix: string;
  /** Median asking prices by type today, used when no local sales are loaded. */
  prices: PriceLevels;
  towns: Town[];
  /** Local colour for descriptions. */
  transport: string;
}

const town = (
  district: string,
  latitude: number,
  longitude: number,
  city: string,
  locality = city,
): Town => ({
  district,
  latitude,
  longitude,
  city,
  locality,
});

const HOUSES = { detached: 2, semi: 3, terraced: 3, townhouse: 1, flat: 3, bungalow: 1, cottage: 1 };

export const DEMO_REGIONS: RegionSpec[] = [
  {
    key: 'wimbledon',
    weight: 45,
    county: 'Greater London',
    districts: ['SW19'],
    city: 'Wimbledon',
    localities: {
      '*': ['Wimbledon', 'Wimbledon Village', 'South Wimbledon', 'Colliers Wood', 'Merton Park'],
    },
    forms: { detached: 1, semi: 2, terraced: 4, townhouse: 1, flat: 4 },
    phonePrefix: '020 7946 0',
    prices: { D: 1_650_000, S: 1_050_000, T: 925_000, F: 495_000 },
    towns: [
      town('SW19', 51.424174, -0.202854, 'Wimbledon'),
      town('SW19', 51.4155, -0.1925, 'Wimbledon', 'South Wimbledon'),
    ],
    transport: 'Wimbledon station, with the District line, Thameslink and trams',
  },
  {
    key: 'manchester',
    weight: 120,
    county: 'Greater Manchester',
    areas: ['M', 'SK', 'BL', 'OL'],
    localities: {
      M20: ['Didsbury', 'West Didsbury'],
      M1: ['City Centre', 'Northern Quarter'],
      M33: ['Sale'],
      '*': [],
    },
    forms: HOUSES,
    phonePrefix: '0161 496 0',
    prices: { D: 435_000, S: 295_000, T: 215_000, F: 185_000 },
    towns: [
      town('M1', 53.477521, -2.236158, 'Manchester', 'City Centre'),
      town('M20', 53.42418, -2.232711, 'Manchester', 'Didsbury'),
      town('M33', 53.420986, -2.32636, 'Sale'),
      town('SK1', 53.407609, -2.151665, 'Stockport'),
      town('SK4', 53.419433, -2.181887, 'Stockport', 'Heaton Moor'),
      town('BL1', 53.590492, -2.444975, 'Bolton'),
      town('OL1', 53.549845, -2.106937, 'Oldham'),
    ],
    transport: 'Metrolink trams, local trains and the motorway network',
  },
  {
    key: 'newcastle',
    weight: 30,
    county: 'Tyne and Wear',
    districts: ['NE1', 'NE2', 'NE3', 'NE4', 'NE5', 'NE6', 'NE7'],
    city: 'Newcastle upon Tyne',
    localities: {
      NE1: ['City Centre', 'Quayside'],
      NE2: ['Jesmond', 'Sandyford'],
      NE3: ['Gosforth', 'Kenton'],
      '*': ['Newcastle upon Tyne'],
    },
    forms: { detached: 1, semi: 3, terraced: 3, townhouse: 1, flat: 3, bungalow: 1 },
    phonePrefix: '0191 498 0',
    prices: { D: 385_000, S: 235_000, T: 180_000, F: 145_000 },
    towns: [
      town('NE1', 54.972412, -1.611543, 'Newcastle upon Tyne', 'City Centre'),
      town('NE2', 54.987058, -1.605946, 'Newcastle upon Tyne', 'Jesmond'),
      town('NE3', 55.010421, -1.635457, 'Newcastle upon Tyne', 'Gosforth'),
    ],
    transport: 'the Tyne and Wear Metro and the city centre',
  },
  {
    key: 'crosby',
    weight: 40,
    county: 'Merseyside',
    districts: ['L22', 'L23'],
    city: 'Liverpool',
    localities: {
      L22: ['Waterloo', 'Brighton-le-Sands'],
      L23: ['Crosby', 'Blundellsands', 'Thornton'],
      '*': ['Crosby'],
    },
    forms: { detached: 2, semi: 4, terraced: 3, flat: 2, bungalow: 2 },
    phonePrefix: '0151 496 0',
    prices: { D: 440_000, S: 285_000, T: 205_000, F: 150_000 },
    towns: [
      town('L22', 53.477244, -3.027975, 'Liverpool', 'Waterloo'),
      town('L23', 53.491505, -3.022657, 'Liverpool', 'Crosby'),
    ],
    transport: 'Merseyrail to Liverpool city centre and the beach at Crosby',
  },
  {
    key: 'docklands',
    weight: 25,
    county: 'Greater London',
    districts: ['E14'],
    city: 'London',
    localities: { '*': ['Canary Wharf', 'Isle of Dogs', 'Limehouse', 'Poplar'] },
    forms: { flat: 8, townhouse: 1, terraced: 1 },
    phonePrefix: '020 7946 0',
    prices: { D: 950_000, S: 760_000, T: 640_000, F: 465_000 },
    towns: [town('E14', 51.50621, -0.01818, 'London', 'Canary Wharf')],
    transport: 'the DLR, the Jubilee line and the Elizabeth line at Canary Wharf',
  },
  {
    key: 'ramsgate',
    weight: 20,
    county: 'Kent',
    districts: ['CT11'],
    city: 'Ramsgate',
    localities: { '*': ['Ramsgate'] },
    forms: { semi: 2, terraced: 3, flat: 2, bungalow: 2, cottage: 2, detached: 1 },
    phonePrefix: '01632 960',
    prices: { D: 465_000, S: 335_000, T: 275_000, F: 195_000 },
    towns: [town('CT11', 51.336013, 1.413345, 'Ramsgate')],
    transport: 'the Royal Harbour, the beaches and high-speed trains to London',
  },
  {
    key: 'edgbaston',
    weight: 20,
    county: 'West Midlands',
    districts: ['B15'],
    city: 'Birmingham',
    localities: { '*': ['Edgbaston'] },
    forms: { detached: 2, semi: 2, terraced: 1, townhouse: 1, flat: 4 },
    phonePrefix: '0121 496 0',
    prices: { D: 875_000, S: 420_000, T: 310_000, F: 195_000 },
    towns: [town('B15', 52.466277, -1.923282, 'Birmingham', 'Edgbaston')],
    transport: 'the University, the Botanical Gardens and the city centre',
  },
];

type Level = 'london' | 'southeast' | 'southwest' | 'east' | 'midlands' | 'north' | 'scotland' | 'wales';
const LEVELS: Record<Level, PriceLevels> = {
  london: { D: 1_250_000, S: 820_000, T: 700_000, F: 455_000 },
  southeast: { D: 690_000, S: 440_000, T: 360_000, F: 230_000 },
  southwest: { D: 520_000, S: 335_000, T: 285_000, F: 200_000 },
  east: { D: 560_000, S: 370_000, T: 310_000, F: 210_000 },
  midlands: { D: 410_000, S: 255_000, T: 205_000, F: 145_000 },
  north: { D: 360_000, S: 215_000, T: 165_000, F: 130_000 },
  scotland: { D: 340_000, S: 215_000, T: 175_000, F: 150_000 },
  wales: { D: 330_000, S: 215_000, T: 170_000, F: 140_000 },
};

const NATIONAL: [string, number, number, string, string, Level][] = [
  ['N1', 51.53776, -0.097013, 'London', 'Greater London', 'london'],
  ['SW11', 51.468731, -0.162929, 'London', 'Greater London', 'london'],
  ['SE10', 51.484775, 0.00048, 'London', 'Greater London', 'london'],
  ['W4', 51.491181, -0.264102, 'London', 'Greater London', 'london'],
  ['BN1', 50.842614, -0.139432, 'Brighton', 'East Sussex', 'southeast'],
  ['GU1', 51.243088, -0.564832, 'Guildford', 'Surrey', 'southeast'],
  ['RG1', 51.451694, -0.969787, 'Reading', 'Berkshire', 'southeast'],
  ['OX1', 51.744997, -1.261357, 'Oxford', 'Oxfordshire', 'southeast'],
  ['TN1', 51.134672, 0.266507, 'Tunbridge Wells', 'Kent', 'southeast'],
  ['SO14', 50.907241, -1.397358, 'Southampton', 'Hampshire', 'southeast'],
  ['MK9', 52.040648, -0.755756, 'Milton Keynes', 'Buckinghamshire', 'southeast'],
  ['BS1', 51.453227, -2.593852, 'Bristol', 'City of Bristol', 'southwest'],
  ['BA1', 51.393239, -2.361247, 'Bath', 'Somerset', 'southwest'],
  ['EX1', 50.728853, -3.49693, 'Exeter', 'Devon', 'southwest'],
  ['PL1', 50.370581, -4.15468, 'Plymouth', 'Devon', 'southwest'],
  ['CB1', 52.195206, 0.141409, 'Cambridge', 'Cambridgeshire', 'east'],
  ['NR1', 52.62653, 1.306796, 'Norwich', 'Norfolk', 'east'],
  ['CV1', 52.409378, -1.506366, 'Coventry', 'West Midlands', 'midlands'],
  ['LE1', 52.633861, -1.133099, 'Leicester', 'Leicestershire', 'midlands'],
  ['NG1', 52.954764, -1.148398, 'Nottingham', 'Nottinghamshire', 'midlands'],
  ['DE1', 52.92191, -1.477211, 'Derby', 'Derbyshire', 'midlands'],
  ['ST1', 53.027373, -2.172925, 'Stoke-on-Trent', 'Staffordshire', 'midlands'],
  ['LS1', 53.797651, -1.551278, 'Leeds', 'West Yorkshire', 'north'],
  ['S1', 53.379971, -1.471346, 'Sheffield', 'South Yorkshire', 'north'],
  ['YO1', 53.958609, -1.082632, 'York', 'North Yorkshire', 'north'],
  ['HU1', 53.742816, -0.337948, 'Hull', 'East Riding of Yorkshire', 'north'],
  ['PR1', 53.75732, -2.701605, 'Preston', 'Lancashire', 'north'],
  ['EH1', 55.9508, -3.192798, 'Edinburgh', 'City of Edinburgh', 'scotland'],
  ['G1', 55.858903, -4.248796, 'Glasgow', 'Glasgow City', 'scotland'],
  ['CF10', 51.474757, -3.173199, 'Cardiff', 'South Glamorgan', 'wales'],
];

/** The demo regions plus thirty more towns across Great Britain, one region each (benchmarks). */
export function nationalRegions(): RegionSpec[] {
  const towns: RegionSpec[] = NATIONAL.map(([district, latitude, longitude, city, county, level]) => ({
    key: district.toLowerCase(),
    weight: 20,
    county,
    districts: [district],
    city,
    localities: { '*': [city] },
    forms: HOUSES,
    phonePrefix: '01632 960',
    prices: LEVELS[level],
    towns: [town(district, latitude, longitude, city)],
    transport: 'local shops, schools and the station',
  }));
  return [...DEMO_REGIONS, ...towns];
}
