import { idFor } from '../../../lib/ids';
import type { SeedContext } from '../context';
import { tr, type Tr } from '../types';

export interface CountryDef {
  iso: string;
  iso3: string;
  name: Tr;
  isEu: boolean;
  /** No VAT is charged for deliveries to this country (third countries). */
  taxFree: boolean;
  postalCodePattern: string | null;
  postalCodeRequired: boolean;
  vatIdPattern: string | null;
  forceState?: boolean;
  states?: Array<[code: string, name: Tr]>;
}

const s = (code: string, de: string, en: string, fr: string, ar: string): [string, Tr] => [code, tr(de, en, fr, ar)];

export const COUNTRIES: CountryDef[] = [
  {
    iso: 'DE', iso3: 'DEU', name: tr('Deutschland', 'Germany', 'Allemagne', 'ألمانيا'), isEu: true, taxFree: false,
    postalCodePattern: '^\\d{5}$', postalCodeRequired: true, vatIdPattern: '^DE\\d{9}$',
    states: [
      s('DE-BW', 'Baden-Württemberg', 'Baden-Württemberg', 'Bade-Wurtemberg', 'بادن-فورتمبيرغ'),
      s('DE-BY', 'Bayern', 'Bavaria', 'Bavière', 'بافاريا'),
      s('DE-BE', 'Berlin', 'Berlin', 'Berlin', 'برلين'),
      s('DE-BB', 'Brandenburg', 'Brandenburg', 'Brandebourg', 'براندنبورغ'),
      s('DE-HB', 'Bremen', 'Bremen', 'Brême', 'بريمن'),
      s('DE-HH', 'Hamburg', 'Hamburg', 'Hambourg', 'هامبورغ'),
      s('DE-HE', 'Hessen', 'Hesse', 'Hesse', 'هيسن'),
      s('DE-MV', 'Mecklenburg-Vorpommern', 'Mecklenburg-Western Pomerania', 'Mecklembourg-Poméranie-Occidentale', 'مكلنبورغ فوربومرن'),
      s('DE-NI', 'Niedersachsen', 'Lower Saxony', 'Basse-Saxe', 'ساكسونيا السفلى'),
      s('DE-NW', 'Nordrhein-Westfalen', 'North Rhine-Westphalia', 'Rhénanie-du-Nord-Westphalie', 'شمال الراين وستفاليا'),
      s('DE-RP', 'Rheinland-Pfalz', 'Rhineland-Palatinate', 'Rhénanie-Palatinat', 'راينلاند بالاتينات'),
      s('DE-SL', 'Saarland', 'Saarland', 'Sarre', 'سارلاند'),
      s('DE-SN', 'Sachsen', 'Saxony', 'Saxe', 'ساكسونيا'),
      s('DE-ST', 'Sachsen-Anhalt', 'Saxony-Anhalt', 'Saxe-Anhalt', 'ساكسونيا أنهالت'),
      s('DE-SH', 'Schleswig-Holstein', 'Schleswig-Holstein', 'Schleswig-Holstein', 'شليسفيغ هولشتاين'),
      s('DE-TH', 'Thüringen', 'Thuringia', 'Thuringe', 'تورينغن'),
    ],
  },
  {
    iso: 'AT', iso3: 'AUT', name: tr('Österreich', 'Austria', 'Autriche', 'النمسا'), isEu: true, taxFree: false,
    postalCodePattern: '^\\d{4}$', postalCodeRequired: true, vatIdPattern: '^ATU\\d{8}$',
    states: [
      s('AT-1', 'Burgenland', 'Burgenland', 'Burgenland', 'بورغنلاند'),
      s('AT-2', 'Kärnten', 'Carinthia', 'Carinthie', 'كارينثيا'),
      s('AT-3', 'Niederösterreich', 'Lower Austria', 'Basse-Autriche', 'النمسا السفلى'),
      s('AT-4', 'Oberösterreich', 'Upper Austria', 'Haute-Autriche', 'النمسا العليا'),
      s('AT-5', 'Salzburg', 'Salzburg', 'Salzbourg', 'سالزبورغ'),
      s('AT-6', 'Steiermark', 'Styria', 'Styrie', 'شتايرمارك'),
      s('AT-7', 'Tirol', 'Tyrol', 'Tyrol', 'تيرول'),
      s('AT-8', 'Vorarlberg', 'Vorarlberg', 'Vorarlberg', 'فورارلبرغ'),
      s('AT-9', 'Wien', 'Vienna', 'Vienne', 'فيينا'),
    ],
  },
  {
    iso: 'CH', iso3: 'CHE', name: tr('Schweiz', 'Switzerland', 'Suisse', 'سويسرا'), isEu: false, taxFree: true,
    postalCodePattern: '^\\d{4}$', postalCodeRequired: true, vatIdPattern: '^CHE-?\\d{3}\\.?\\d{3}\\.?\\d{3}',
    states: [
      s('CH-ZH', 'Zürich', 'Zurich', 'Zurich', 'زيورخ'),
      s('CH-BE', 'Bern', 'Bern', 'Berne', 'برن'),
      s('CH-LU', 'Luzern', 'Lucerne', 'Lucerne', 'لوتسيرن'),
      s('CH-SG', 'St. Gallen', 'St. Gallen', 'Saint-Gall', 'سانت غالن'),
      s('CH-AG', 'Aargau', 'Aargau', 'Argovie', 'أرغاو'),
      s('CH-VD', 'Waadt', 'Vaud', 'Vaud', 'فو'),
      s('CH-GE', 'Genf', 'Geneva', 'Genève', 'جنيف'),
      s('CH-TI', 'Tessin', 'Ticino', 'Tessin', 'تيتشينو'),
    ],
  },
  {
    iso: 'FR', iso3: 'FRA', name: tr('Frankreich', 'France', 'France', 'فرنسا'), isEu: true, taxFree: false,
    postalCodePattern: '^\\d{5}$', postalCodeRequired: true, vatIdPattern: '^FR[A-Z0-9]{2}\\d{9}$',
  },
  {
    iso: 'NL', iso3: 'NLD', name: tr('Niederlande', 'Netherlands', 'Pays-Bas', 'هولندا'), isEu: true, taxFree: false,
    postalCodePattern: '^\\d{4} ?[A-Z]{2}$', postalCodeRequired: true, vatIdPattern: '^NL\\d{9}B\\d{2}$',
  },
  {
    iso: 'BE', iso3: 'BEL', name: tr('Belgien', 'Belgium', 'Belgique', 'بلجيكا'), isEu: true, taxFree: false,
    postalCodePattern: '^\\d{4}$', postalCodeRequired: true, vatIdPattern: '^BE0?\\d{9}$',
  },
  {
    iso: 'LU', iso3: 'LUX', name: tr('Luxemburg', 'Luxembourg', 'Luxembourg', 'لوكسمبورغ'), isEu: true, taxFree: false,
    postalCodePattern: '^\\d{4}$', postalCodeRequired: true, vatIdPattern: '^LU\\d{8}$',
  },
  {
    iso: 'GB', iso3: 'GBR', name: tr('Vereinigtes Königreich', 'United Kingdom', 'Royaume-Uni', 'المملكة المتحدة'), isEu: false, taxFree: true,
    postalCodePattern: '^([A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|GIR ?0AA)$', postalCodeRequired: true,
    vatIdPattern: '^GB(\\d{9}|\\d{12}|GD\\d{3}|HA\\d{3})$',
  },
  {
    iso: 'AE', iso3: 'ARE', name: tr('Vereinigte Arabische Emirate', 'United Arab Emirates', 'Émirats arabes unis', 'الإمارات العربية المتحدة'), isEu: false, taxFree: true,
    postalCodePattern: null, postalCodeRequired: false, vatIdPattern: null, forceState: true,
    states: [
      s('AE-AZ', 'Abu Dhabi', 'Abu Dhabi', 'Abou Dabi', 'أبوظبي'),
      s('AE-DU', 'Dubai', 'Dubai', 'Dubaï', 'دبي'),
      s('AE-SH', 'Schardscha', 'Sharjah', 'Charjah', 'الشارقة'),
      s('AE-AJ', 'Adschman', 'Ajman', 'Ajman', 'عجمان'),
      s('AE-UQ', 'Umm al-Qaiwain', 'Umm al-Quwain', 'Oumm al-Qaïwaïn', 'أم القيوين'),
      s('AE-RK', "Ra's al-Chaima", 'Ras al-Khaimah', 'Ras el Khaïmah', 'رأس الخيمة'),
      s('AE-FU', 'Fudschaira', 'Fujairah', 'Fujaïrah', 'الفجيرة'),
    ],
  },
];

export const countryId = (iso: string): string => idFor(`country:${iso}`);
export const countryStateId = (code: string): string => idFor(`country-state:${code}`);

export function addCountries({ rows }: SeedContext): void {
  COUNTRIES.forEach((c, index) => {
    rows.add('country', {
      id: countryId(c.iso),
      iso: c.iso,
      iso3: c.iso3,
      name: c.name,
      position: index + 1,
      active: 1,
      shipping_available: 1,
      tax_free: c.taxFree,
      company_tax_free: c.taxFree,
      force_state_in_registration: c.forceState ?? false,
      postal_code_required: c.postalCodeRequired,
      postal_code_pattern: c.postalCodePattern,
      vat_id_pattern: c.vatIdPattern,
      vat_id_required: 0,
      is_eu: c.isEu,
    });
    (c.states ?? []).forEach(([code, name], position) => {
      rows.add('country_state', { id: countryStateId(code), country_id: countryId(c.iso), short_code: code, name, position: position + 1, active: 1 });
    });
  });
}
