// The fixed part of the tour catalogue (docs/architecture.md §7): places, airports, airlines, meal plans,
// room types, amenities. Names are [en, ru, ro, ua]; hotels, contracts and flights are generated
// from these by seed-catalogue.ts.

export type Names = readonly [en: string, ru: string, ro: string, ua: string];

export interface DepartureCityData {
  id: number;
  iata: string;
  names: Names;
  /** Minutes added to (or taken from) every route's flight time from here. */
  offsetMin: number;
  /** Airline codes flying from here: the first flies charters, the others regular flights. */
  airlines: readonly string[];
}

export const DEPARTURE_CITIES: readonly DepartureCityData[] = [
  {
    id: 1,
    iata: 'KIV',
    names: ['Chișinău', 'Кишинёв', 'Chișinău', 'Кишинів'],
    offsetMin: 0,
    airlines: ['H4', '9U', 'TK'],
  },
  { id: 2, iata: 'IAS', names: ['Iași', 'Яссы', 'Iași', 'Ясси'], offsetMin: 10, airlines: ['0B', 'W6', 'RO'] },
  {
    id: 3,
    iata: 'OTP',
    names: ['Bucharest', 'Бухарест', 'București', 'Бухарест'],
    offsetMin: -15,
    airlines: ['0B', 'RO', 'W6'],
  },
  {
    id: 4,
    iata: 'KBP',
    names: ['Kyiv Boryspil', 'Киев (Борисполь)', 'Kiev (Boryspil)', 'Київ (Бориспіль)'],
    offsetMin: 25,
    airlines: ['7W', 'PQ', 'PS'],
  },
];

export interface AirlineData {
  iata: string;
  names: Names;
  color: string;
}

/** The airlines the demo's flights fly (the catalogue's airlines table keeps the English name). */
export const AIRLINES: readonly AirlineData[] = [
  { iata: 'H4', names: ['HiSky', 'HiSky', 'HiSky', 'HiSky'], color: '#0b5fa5' },
  { iata: '9U', names: ['Air Moldova', 'Эйр Молдова', 'Air Moldova', 'Ейр Молдова'], color: '#c8102e' },
  {
    iata: 'TK',
    names: ['Turkish Airlines', 'Турецкие авиалинии', 'Turkish Airlines', 'Турецькі авіалінії'],
    color: '#e30a17',
  },
  { iata: '0B', names: ['Blue Air', 'Blue Air', 'Blue Air', 'Blue Air'], color: '#1e4fa3' },
  { iata: 'W6', names: ['Wizz Air', 'Визз Эйр', 'Wizz Air', 'Віззейр'], color: '#c6007e' },
  { iata: 'RO', names: ['TAROM', 'ТАРОМ', 'TAROM', 'ТАРОМ'], color: '#002b7f' },
  { iata: '7W', names: ['Windrose', 'Windrose', 'Windrose', 'Windrose'], color: '#5b2c83' },
  { iata: 'PQ', names: ['SkyUp', 'SkyUp', 'SkyUp', 'SkyUp'], color: '#f7a600' },
  {
    iata: 'PS',
    names: [
      'Ukraine International',
      'Международные авиалинии Украины',
      'Ukraine International',
      'Міжнародні авіалінії України',
    ],
    color: '#1a3c8c',
  },
];

/**
 * Airlines no demo flight is flown by, named for the ticket desk's tickets issued elsewhere (the year
 * of sales' regular routes, an order entered by hand; docs/product.md §12), as DESK_ONLY_AIRPORTS.
 */
export const DESK_ONLY_AIRLINES: readonly AirlineData[] = [
  { iata: 'LH', names: ['Lufthansa', 'Люфтганза', 'Lufthansa', 'Люфтганза'], color: '#05164d' },
];

export interface AirportData {
  iata: string;
  names: Names;
  /** Flight time from Chișinău, minutes. */
  flightMin: number;
  /** One-way charter adult fare in mid season, EUR. */
  baseFare: number;
  /** A main resort: a scheduled airline flies there daily from every departure city, beside the charters. */
  scheduledDaily?: true;
}

export const AIRPORTS: readonly AirportData[] = [
  {
    iata: 'AYT',
    names: ['Antalya', 'Анталья', 'Antalya', 'Анталія'],
    flightMin: 130,
    baseFare: 140,
    scheduledDaily: true,
  },
  { iata: 'DLM', names: ['Dalaman', 'Даламан', 'Dalaman', 'Даламан'], flightMin: 125, baseFare: 150 },
  { iata: 'BJV', names: ['Bodrum', 'Бодрум', 'Bodrum', 'Бодрум'], flightMin: 120, baseFare: 150 },
  { iata: 'ADB', names: ['Izmir', 'Измир', 'Izmir', 'Ізмір'], flightMin: 110, baseFare: 145 },
  {
    iata: 'HRG',
    names: ['Hurghada', 'Хургада', 'Hurghada', 'Хургада'],
    flightMin: 230,
    baseFare: 190,
    scheduledDaily: true,
  },
  {
    iata: 'SSH',
    names: ['Sharm El Sheikh', 'Шарм-эль-Шейх', 'Sharm el-Sheikh', 'Шарм-ель-Шейх'],
    flightMin: 215,
    baseFare: 185,
  },
  { iata: 'RMF', names: ['Marsa Alam', 'Марса-Алам', 'Marsa Alam', 'Марса-Алам'], flightMin: 250, baseFare: 210 },
  { iata: 'HER', names: ['Heraklion', 'Ираклион', 'Heraklion', 'Іракліон'], flightMin: 150, baseFare: 160 },
  { iata: 'CHQ', names: ['Chania', 'Ханья', 'Chania', 'Ханья'], flightMin: 155, baseFare: 165 },
  { iata: 'RHO', names: ['Rhodes', 'Родос', 'Rodos', 'Родос'], flightMin: 135, baseFare: 155 },
  { iata: 'SKG', names: ['Thessaloniki', 'Салоники', 'Salonic', 'Салоніки'], flightMin: 95, baseFare: 120 },
  { iata: 'VAR', names: ['Varna', 'Варна', 'Varna', 'Варна'], flightMin: 70, baseFare: 90 },
  { iata: 'BOJ', names: ['Burgas', 'Бургас', 'Burgas', 'Бургас'], flightMin: 75, baseFare: 90 },
  { iata: 'DXB', names: ['Dubai', 'Дубай', 'Dubai', 'Дубай'], flightMin: 300, baseFare: 260 },
  { iata: 'NBE', names: ['Enfidha', 'Энфида', 'Enfidha', 'Енфіда'], flightMin: 185, baseFare: 175 },
  { iata: 'MIR', names: ['Monastir', 'Монастир', 'Monastir', 'Монастір'], flightMin: 190, baseFare: 175 },
  { iata: 'DJE', names: ['Djerba', 'Джерба', 'Djerba', 'Джерба'], flightMin: 205, baseFare: 185 },
  { iata: 'BCN', names: ['Barcelona', 'Барселона', 'Barcelona', 'Барселона'], flightMin: 220, baseFare: 170 },
  { iata: 'REU', names: ['Reus', 'Реус', 'Reus', 'Реус'], flightMin: 215, baseFare: 165 },
  {
    iata: 'PMI',
    names: ['Palma de Mallorca', 'Пальма-де-Майорка', 'Palma de Mallorca', 'Пальма-де-Майорка'],
    flightMin: 225,
    baseFare: 175,
  },
  { iata: 'TIV', names: ['Tivat', 'Тиват', 'Tivat', 'Тіват'], flightMin: 100, baseFare: 125 },
  { iata: 'LCA', names: ['Larnaca', 'Ларнака', 'Larnaca', 'Ларнака'], flightMin: 170, baseFare: 165 },
  { iata: 'PFO', names: ['Paphos', 'Пафос', 'Paphos', 'Пафос'], flightMin: 175, baseFare: 170 },
];

/**
 * Airports no demo flight serves, named for the ticket desk's tickets issued elsewhere (the year of
 * sales' regular routes, an order entered by hand; docs/product.md §12): places, not destinations.
 */
export const DESK_ONLY_AIRPORTS: readonly { iata: string; names: Names }[] = [
  { iata: 'IST', names: ['Istanbul', 'Стамбул', 'Istanbul', 'Стамбул'] },
  { iata: 'FRA', names: ['Frankfurt', 'Франкфурт', 'Frankfurt', 'Франкфурт'] },
  { iata: 'MXP', names: ['Milan Malpensa', 'Милан Мальпенса', 'Milano Malpensa', 'Мілан Мальпенса'] },
  { iata: 'LTN', names: ['London Luton', 'Лондон Лутон', 'Londra Luton', 'Лондон Лутон'] },
  {
    iata: 'CDG',
    names: ['Paris Charles de Gaulle', 'Париж Шарль-де-Голль', 'Paris Charles de Gaulle', 'Париж Шарль-де-Голль'],
  },
  { iata: 'VIE', names: ['Vienna', 'Вена', 'Viena', 'Відень'] },
  { iata: 'BGY', names: ['Bergamo', 'Бергамо', 'Bergamo', 'Бергамо'] },
  { iata: 'LHR', names: ['London Heathrow', 'Лондон Хитроу', 'Londra Heathrow', 'Лондон Хітроу'] },
  { iata: 'WAW', names: ['Warsaw', 'Варшава', 'Varșovia', 'Варшава'] },
];

/** Destinations every departure city flies to; other routes exist from some cities only. */
export const HUB_AIRPORTS: ReadonlySet<string> = new Set(['AYT', 'HRG', 'SSH', 'HER', 'BOJ']);

export interface LocationData {
  names: Names;
  airport: string;
  lat: number;
  lng: number;
  /** The resort is on a coast: its hotels have a beach distance. */
  coastal: boolean;
  /** Relative weight of the resort when hotels are spread over the country. */
  weight: number;
}

export interface TemplateData {
  names: Names;
  locations: readonly LocationData[];
}

export interface CountryData {
  iso: string;
  names: Names;
  /** Contract price level against the average (1). */
  priceLevel: number;
  hotels: number;
  templates: readonly TemplateData[];
}

const at = (names: Names, airport: string, lat: number, lng: number, weight = 2, coastal = true): LocationData => ({
  names,
  airport,
  lat,
  lng,
  coastal,
  weight,
});

export const COUNTRIES: readonly CountryData[] = [
  {
    iso: 'TR',
    names: ['Turkey', 'Турция', 'Turcia', 'Туреччина'],
    priceLevel: 0.9,
    hotels: 110,
    templates: [
      {
        names: ['Antalya coast', 'Побережье Анталии', 'Coasta Antalya', 'Узбережжя Анталії'],
        locations: [
          at(['Antalya', 'Анталья', 'Antalya', 'Анталія'], 'AYT', 36.8969, 30.7133, 3),
          at(['Lara', 'Лара', 'Lara', 'Лара'], 'AYT', 36.8586, 30.8406, 3),
          at(['Kemer', 'Кемер', 'Kemer', 'Кемер'], 'AYT', 36.6, 30.56, 4),
          at(['Belek', 'Белек', 'Belek', 'Белек'], 'AYT', 36.8625, 31.0556, 4),
          at(['Side', 'Сиде', 'Side', 'Сіде'], 'AYT', 36.7672, 31.3889, 4),
          at(['Alanya', 'Аланья', 'Alanya', 'Аланія'], 'AYT', 36.5444, 31.9956, 4),
        ],
      },
      {
        names: ['Aegean coast', 'Эгейское побережье', 'Coasta Egeeană', 'Егейське узбережжя'],
        locations: [
          at(['Bodrum', 'Бодрум', 'Bodrum', 'Бодрум'], 'BJV', 37.0344, 27.4305, 3),
          at(['Marmaris', 'Мармарис', 'Marmaris', 'Мармарис'], 'DLM', 36.855, 28.2742, 3),
          at(['Fethiye', 'Фетхие', 'Fethiye', 'Фетхіє'], 'DLM', 36.6217, 29.1164, 2),
          at(['Kușadası', 'Кушадасы', 'Kușadası', 'Кушадаси'], 'ADB', 37.8579, 27.2611, 2),
        ],
      },
    ],
  },
  {
    iso: 'EG',
    names: ['Egypt', 'Египет', 'Egipt', 'Єгипет'],
    priceLevel: 0.75,
    hotels: 80,
    templates: [
      {
        names: ['Red Sea coast', 'Побережье Красного моря', 'Coasta Mării Roșii', 'Узбережжя Червоного моря'],
        locations: [
          at(['Hurghada', 'Хургада', 'Hurghada', 'Хургада'], 'HRG', 27.2579, 33.8116, 5),
          at(['El Gouna', 'Эль-Гуна', 'El Gouna', 'Ель-Гуна'], 'HRG', 27.3947, 33.6782, 2),
          at(['Makadi Bay', 'Макади-Бей', 'Golful Makadi', 'Макаді-Бей'], 'HRG', 26.9911, 33.8997, 2),
          at(['Safaga', 'Сафага', 'Safaga', 'Сафага'], 'HRG', 26.7292, 33.9365, 1),
        ],
      },
      {
        names: ['Sinai', 'Синай', 'Sinai', 'Синай'],
        locations: [
          at(['Sharm El Sheikh', 'Шарм-эль-Шейх', 'Sharm el-Sheikh', 'Шарм-ель-Шейх'], 'SSH', 27.9158, 34.33, 5),
          at(['Dahab', 'Дахаб', 'Dahab', 'Дахаб'], 'SSH', 28.5091, 34.5136, 1),
        ],
      },
      {
        names: ['Marsa Alam', 'Марса-Алам', 'Marsa Alam', 'Марса-Алам'],
        locations: [at(['Marsa Alam', 'Марса-Алам', 'Marsa Alam', 'Марса-Алам'], 'RMF', 25.0676, 34.8913, 2)],
      },
    ],
  },
  {
    iso: 'GR',
    names: ['Greece', 'Греция', 'Grecia', 'Греція'],
    priceLevel: 1.1,
    hotels: 60,
    templates: [
      {
        names: ['Crete', 'Крит', 'Creta', 'Крит'],
        locations: [
          at(['Hersonissos', 'Херсониссос', 'Hersonissos', 'Херсоніссос'], 'HER', 35.3186, 25.3903, 3),
          at(['Heraklion', 'Ираклион', 'Heraklion', 'Іракліон'], 'HER', 35.3387, 25.1442, 2),
          at(['Chania', 'Ханья', 'Chania', 'Ханья'], 'CHQ', 35.5138, 24.018, 2),
          at(['Rethymno', 'Ретимно', 'Rethymno', 'Ретімно'], 'CHQ', 35.3651, 24.4824, 2),
        ],
      },
      {
        names: ['Rhodes', 'Родос', 'Rodos', 'Родос'],
        locations: [
          at(['Faliraki', 'Фалираки', 'Faliraki', 'Фаліракі'], 'RHO', 36.3399, 28.2025, 2),
          at(['Lindos', 'Линдос', 'Lindos', 'Ліндос'], 'RHO', 36.0916, 28.0854, 1),
        ],
      },
      {
        names: ['Halkidiki', 'Халкидики', 'Halkidiki', 'Халкідікі'],
        locations: [
          at(['Kassandra', 'Кассандра', 'Kassandra', 'Кассандра'], 'SKG', 40.05, 23.42, 2),
          at(['Sithonia', 'Ситония', 'Sithonia', 'Сітонія'], 'SKG', 40.1, 23.8, 1),
        ],
      },
    ],
  },
  {
    iso: 'BG',
    names: ['Bulgaria', 'Болгария', 'Bulgaria', 'Болгарія'],
    priceLevel: 0.7,
    hotels: 50,
    templates: [
      {
        names: [
          'Northern Black Sea coast',
          'Северное Черноморье',
          'Litoralul de nord al Mării Negre',
          'Північне Причорномор’я',
        ],
        locations: [
          at(['Golden Sands', 'Золотые Пески', 'Nisipurile de Aur', 'Золоті Піски'], 'VAR', 43.2845, 28.0417, 3),
          at(['Albena', 'Албена', 'Albena', 'Албена'], 'VAR', 43.3677, 28.0797, 2),
          at(['Varna', 'Варна', 'Varna', 'Варна'], 'VAR', 43.2141, 27.9147, 1),
        ],
      },
      {
        names: [
          'Southern Black Sea coast',
          'Южное Черноморье',
          'Litoralul de sud al Mării Negre',
          'Південне Причорномор’я',
        ],
        locations: [
          at(['Sunny Beach', 'Солнечный Берег', 'Sunny Beach', 'Сонячний Берег'], 'BOJ', 42.6953, 27.7103, 4),
          at(['Nessebar', 'Несебр', 'Nesebăr', 'Несебр'], 'BOJ', 42.6597, 27.7361, 2),
          at(['Sozopol', 'Созополь', 'Sozopol', 'Созополь'], 'BOJ', 42.4178, 27.6956, 1),
        ],
      },
    ],
  },
  {
    iso: 'AE',
    names: ['United Arab Emirates', 'ОАЭ', 'Emiratele Arabe Unite', 'ОАЕ'],
    priceLevel: 1.4,
    hotels: 35,
    templates: [
      {
        names: ['Dubai', 'Дубай', 'Dubai', 'Дубай'],
        locations: [
          at(['Dubai Marina', 'Дубай Марина', 'Dubai Marina', 'Дубай Марина'], 'DXB', 25.0805, 55.1403, 3),
          at(['Jumeirah', 'Джумейра', 'Jumeirah', 'Джумейра'], 'DXB', 25.2048, 55.2396, 2),
          at(['Deira', 'Дейра', 'Deira', 'Дейра'], 'DXB', 25.2711, 55.3075, 2, false),
        ],
      },
      {
        names: ['Northern Emirates', 'Северные эмираты', 'Emiratele de nord', 'Північні емірати'],
        locations: [
          at(['Ras Al Khaimah', 'Рас-эль-Хайма', 'Ras al-Khaimah', 'Рас-ель-Хайма'], 'DXB', 25.7895, 55.9432, 2),
        ],
      },
    ],
  },
  {
    iso: 'TN',
    names: ['Tunisia', 'Тунис', 'Tunisia', 'Туніс'],
    priceLevel: 0.7,
    hotels: 30,
    templates: [
      {
        names: ['Tunisian coast', 'Побережье Туниса', 'Coasta tunisiană', 'Узбережжя Тунісу'],
        locations: [
          at(['Sousse', 'Сусс', 'Sousse', 'Сусс'], 'NBE', 35.8256, 10.6369, 3),
          at(['Hammamet', 'Хаммамет', 'Hammamet', 'Хаммамет'], 'NBE', 36.4, 10.6167, 3),
          at(['Monastir', 'Монастир', 'Monastir', 'Монастір'], 'MIR', 35.7643, 10.8113, 2),
          at(['Mahdia', 'Махдия', 'Mahdia', 'Махдія'], 'MIR', 35.5047, 11.0622, 1),
        ],
      },
      {
        names: ['Djerba', 'Джерба', 'Djerba', 'Джерба'],
        locations: [at(['Djerba Midoun', 'Джерба Мидун', 'Djerba Midoun', 'Джерба Мідун'], 'DJE', 33.8076, 10.9927, 2)],
      },
    ],
  },
  {
    iso: 'ES',
    names: ['Spain', 'Испания', 'Spania', 'Іспанія'],
    priceLevel: 1.15,
    hotels: 40,
    templates: [
      {
        names: ['Costa Brava', 'Коста-Брава', 'Costa Brava', 'Коста-Брава'],
        locations: [
          at(['Lloret de Mar', 'Льорет-де-Мар', 'Lloret de Mar', 'Льорет-де-Мар'], 'BCN', 41.6998, 2.8456, 3),
          at(['Tossa de Mar', 'Тосса-де-Мар', 'Tossa de Mar', 'Тосса-де-Мар'], 'BCN', 41.7196, 2.9318, 1),
        ],
      },
      {
        names: ['Costa Dorada', 'Коста-Дорада', 'Costa Dorada', 'Коста-Дорада'],
        locations: [
          at(['Salou', 'Салоу', 'Salou', 'Салоу'], 'REU', 41.0765, 1.1398, 3),
          at(['Cambrils', 'Камбрильс', 'Cambrils', 'Камбрільс'], 'REU', 41.0667, 1.0597, 1),
        ],
      },
      {
        names: ['Balearic Islands', 'Балеарские острова', 'Insulele Baleare', 'Балеарські острови'],
        locations: [
          at(['Palma', 'Пальма', 'Palma', 'Пальма'], 'PMI', 39.5696, 2.6502, 2),
          at(['Alcúdia', 'Алькудия', 'Alcúdia', 'Алькудія'], 'PMI', 39.8533, 3.1219, 2),
        ],
      },
    ],
  },
  {
    iso: 'ME',
    names: ['Montenegro', 'Черногория', 'Muntenegru', 'Чорногорія'],
    priceLevel: 0.85,
    hotels: 25,
    templates: [
      {
        names: ['Budva Riviera', 'Будванская Ривьера', 'Riviera Budva', 'Будванська Рив’єра'],
        locations: [
          at(['Budva', 'Будва', 'Budva', 'Будва'], 'TIV', 42.2864, 18.84, 3),
          at(['Bečići', 'Бечичи', 'Bečići', 'Бечичі'], 'TIV', 42.2831, 18.8686, 2),
          at(['Petrovac', 'Петровац', 'Petrovac', 'Петровац'], 'TIV', 42.2056, 18.9425, 1),
          at(['Kotor', 'Котор', 'Kotor', 'Котор'], 'TIV', 42.4247, 18.7712, 1),
        ],
      },
    ],
  },
  {
    iso: 'CY',
    names: ['Cyprus', 'Кипр', 'Cipru', 'Кіпр'],
    priceLevel: 1.05,
    hotels: 30,
    templates: [
      {
        names: ['Eastern Cyprus', 'Восточный Кипр', 'Ciprul de Est', 'Східний Кіпр'],
        locations: [
          at(['Ayia Napa', 'Айя-Напа', 'Ayia Napa', 'Айя-Напа'], 'LCA', 34.9823, 33.9998, 3),
          at(['Protaras', 'Протарас', 'Protaras', 'Протарас'], 'LCA', 35.0125, 34.0583, 2),
          at(['Larnaca', 'Ларнака', 'Larnaca', 'Ларнака'], 'LCA', 34.9229, 33.6233, 2),
        ],
      },
      {
        names: ['Western Cyprus', 'Западный Кипр', 'Ciprul de Vest', 'Західний Кіпр'],
        locations: [
          at(['Limassol', 'Лимасол', 'Limassol', 'Лімасол'], 'PFO', 34.6786, 33.0413, 3),
          at(['Paphos', 'Пафос', 'Paphos', 'Пафос'], 'PFO', 34.7754, 32.4245, 2),
        ],
      },
    ],
  },
];

export const MEALS: ReadonlyArray<{ code: string; names: Names }> = [
  { code: 'RO', names: ['Room only', 'Без питания', 'Fără masă', 'Без харчування'] },
  { code: 'BB', names: ['Bed & breakfast', 'Завтрак', 'Mic dejun', 'Сніданок'] },
  { code: 'HB', names: ['Half board', 'Полупансион', 'Demipensiune', 'Напівпансіон'] },
  { code: 'FB', names: ['Full board', 'Полный пансион', 'Pensiune completă', 'Повний пансіон'] },
  { code: 'AI', names: ['All inclusive', 'Всё включено', 'All inclusive', 'Все включено'] },
  { code: 'UAI', names: ['Ultra all inclusive', 'Ультра всё включено', 'Ultra all inclusive', 'Ультра все включено'] },
];

/** Meal supplement per adult per night, EUR, before the hotel's star and country level. */
export const MEAL_SUPPLEMENT_EUR: Record<string, number> = { RO: 0, BB: 6, HB: 15, FB: 24, AI: 32, UAI: 45 };

export const ROOM_TYPES: ReadonlyArray<{
  code: string;
  names: Names;
  maxAdults: number;
  maxPax: number;
  factor: number;
}> = [
  {
    code: 'STD',
    names: ['Standard room', 'Стандартный номер', 'Cameră standard', 'Стандартний номер'],
    maxAdults: 3,
    maxPax: 3,
    factor: 1,
  },
  {
    code: 'SUP',
    names: ['Superior room', 'Улучшенный номер', 'Cameră superioară', 'Покращений номер'],
    maxAdults: 3,
    maxPax: 4,
    factor: 1.2,
  },
  {
    code: 'SEA',
    names: ['Sea view room', 'Номер с видом на море', 'Cameră cu vedere la mare', 'Номер з видом на море'],
    maxAdults: 2,
    maxPax: 3,
    factor: 1.3,
  },
  {
    code: 'FAM',
    names: ['Family room', 'Семейный номер', 'Cameră de familie', 'Сімейний номер'],
    maxAdults: 4,
    maxPax: 5,
    factor: 1.55,
  },
  { code: 'STE', names: ['Suite', 'Люкс', 'Apartament', 'Люкс'], maxAdults: 4, maxPax: 4, factor: 2.1 },
];

export const AMENITIES: ReadonlyArray<{ code: string; names: Names }> = [
  { code: 'wifi', names: ['Free Wi-Fi', 'Бесплатный Wi-Fi', 'Wi-Fi gratuit', 'Безкоштовний Wi-Fi'] },
  { code: 'pool', names: ['Outdoor pool', 'Открытый бассейн', 'Piscină exterioară', 'Відкритий басейн'] },
  { code: 'indoor_pool', names: ['Indoor pool', 'Крытый бассейн', 'Piscină interioară', 'Критий басейн'] },
  { code: 'spa', names: ['Spa', 'Спа-центр', 'Centru spa', 'Спа-центр'] },
  { code: 'gym', names: ['Fitness centre', 'Фитнес-центр', 'Sală de fitness', 'Фітнес-центр'] },
  { code: 'kids_club', names: ['Kids’ club', 'Детский клуб', 'Club pentru copii', 'Дитячий клуб'] },
  { code: 'aquapark', names: ['Water slides', 'Водные горки', 'Tobogane acvatice', 'Водні гірки'] },
  { code: 'beach_bar', names: ['Beach bar', 'Пляжный бар', 'Bar pe plajă', 'Пляжний бар'] },
  {
    code: 'restaurant',
    names: ['À la carte restaurant', 'Ресторан а-ля карт', 'Restaurant à la carte', 'Ресторан а-ля карт'],
  },
  { code: 'parking', names: ['Free parking', 'Бесплатная парковка', 'Parcare gratuită', 'Безкоштовна парковка'] },
  {
    code: 'transfer',
    names: ['Airport shuttle', 'Трансфер из аэропорта', 'Transfer de la aeroport', 'Трансфер з аеропорту'],
  },
  { code: 'animation', names: ['Entertainment programme', 'Анимация', 'Program de animație', 'Анімація'] },
  { code: 'private_beach', names: ['Private beach', 'Собственный пляж', 'Plajă privată', 'Власний пляж'] },
  {
    code: 'accessible',
    names: [
      'Accessible rooms',
      'Номера для людей с инвалидностью',
      'Camere accesibile',
      'Номери для людей з інвалідністю',
    ],
  },
];

/** What a hotel photo shows; photo N (1..12) of the portal's set is drawn for one of these. */
export const PHOTO_KINDS: ReadonlyArray<{ code: string; names: Names }> = [
  { code: 'exterior', names: ['Hotel building', 'Здание отеля', 'Clădirea hotelului', 'Будівля готелю'] },
  { code: 'pool', names: ['Swimming pool', 'Бассейн', 'Piscina', 'Басейн'] },
  { code: 'room', names: ['Guest room', 'Номер', 'Camera', 'Номер'] },
  { code: 'beach', names: ['Beach', 'Пляж', 'Plaja', 'Пляж'] },
  { code: 'restaurant', names: ['Restaurant', 'Ресторан', 'Restaurantul', 'Ресторан'] },
  { code: 'lobby', names: ['Lobby', 'Лобби', 'Holul', 'Лобі'] },
];

export const HOTEL_NAME_PARTS = {
  first: [
    'Royal',
    'Grand',
    'Blue',
    'Golden',
    'Club',
    'Sea',
    'Palm',
    'Sun',
    'Crystal',
    'Aqua',
    'Paradise',
    'Coral',
    'Azure',
    'Olive',
    'White',
    'Silver',
    'Sunrise',
    'Marina',
    'Laguna',
    'Bella',
  ],
  second: [
    'Lagoon',
    'Garden',
    'Bay',
    'Palace',
    'Beach',
    'Sands',
    'Park',
    'Dream',
    'Breeze',
    'Pearl',
    'Star',
    'Shore',
    'Wave',
    'Villa',
    'Horizon',
    'Riviera',
    'Harbour',
    'Orchid',
  ],
  kind: ['Resort & Spa', 'Hotel', 'Beach Hotel', 'Club', 'Suites', 'Boutique Hotel', 'Resort', 'Family Resort'],
} as const;

export const STREET_NAMES = [
  'Sahil',
  'Marina',
  'Palm',
  'Sea Road',
  'Coastal',
  'Central',
  'Harbour',
  'Olive',
  'Beach',
  'Sunset',
] as const;

/** EUR rates the search converts with (units per EUR). */
export const CURRENCY_RATES = { USD: 1.08, UAH: 45.2 } as const;
