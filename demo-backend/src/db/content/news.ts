import type { PublicationCategory } from '@/lib/schemas/content';
import type { Locale } from '../../i18n';

// The operator's news (GET v1/publications), in the four languages. Most items come from a few
// kinds of notice an operator repeats per destination (a charter programme, early booking, new
// hotels, a schedule change, a commission offer); the rest are one-off notices.

export type L4<T> = Record<Locale, T>;
export interface NewsText {
  title: string;
  teaser: string;
  body: string;
}
export interface SeedNews {
  category: PublicationCategory;
  /** Days before the seed's today. */
  daysAgo: number;
  image: string | null;
  pinned?: boolean;
  texts: L4<NewsText>;
}

export const PUBLICATION_CATEGORY_NAMES: Record<PublicationCategory, L4<string>> = {
  operator: {
    ru: 'Новости туроператора',
    ro: 'Noutățile operatorului',
    en: 'Operator news',
    ua: 'Новини туроператора',
  },
  programs: {
    ru: 'Программы и отели',
    ro: 'Programe și hoteluri',
    en: 'Programmes and hotels',
    ua: 'Програми та готелі',
  },
  promotions: { ru: 'Акции', ro: 'Promoții', en: 'Special offers', ua: 'Акції' },
  flights: { ru: 'Перелёты', ro: 'Zboruri', en: 'Flights', ua: 'Перельоти' },
  visas: { ru: 'Визы и документы', ro: 'Vize și documente', en: 'Visas and documents', ua: 'Візи та документи' },
};

interface Destination {
  iso: string;
  image: string;
  name: L4<string>;
  /** "to Turkey": the direction. */
  to: L4<string>;
  /** "in Turkey": the place. */
  in: L4<string>;
  resorts: L4<string>;
  airline: string;
  days: L4<string>;
}

const TR: Destination = {
  iso: 'TR',
  image: '/news/beach.svg',
  name: { ru: 'Турция', ro: 'Turcia', en: 'Turkey', ua: 'Туреччина' },
  to: { ru: 'в Турцию', ro: 'în Turcia', en: 'to Turkey', ua: 'до Туреччини' },
  in: { ru: 'в Турции', ro: 'în Turcia', en: 'in Turkey', ua: 'у Туреччині' },
  resorts: {
    ru: 'Анталья, Кемер, Сиде, Белек и Аланья',
    ro: 'Antalya, Kemer, Side, Belek și Alanya',
    en: 'Antalya, Kemer, Side, Belek and Alanya',
    ua: 'Анталія, Кемер, Сіде, Белек і Аланія',
  },
  airline: 'FlyOne',
  days: { ru: 'ежедневно', ro: 'zilnic', en: 'daily', ua: 'щодня' },
};
const EG: Destination = {
  iso: 'EG',
  image: '/news/pyramids.svg',
  name: { ru: 'Египет', ro: 'Egipt', en: 'Egypt', ua: 'Єгипет' },
  to: { ru: 'в Египет', ro: 'în Egipt', en: 'to Egypt', ua: 'до Єгипту' },
  in: { ru: 'в Египте', ro: 'în Egipt', en: 'in Egypt', ua: 'в Єгипті' },
  resorts: {
    ru: 'Хургада, Шарм-эль-Шейх и Марса-Алам',
    ro: 'Hurghada, Sharm el-Sheikh și Marsa Alam',
    en: 'Hurghada, Sharm el-Sheikh and Marsa Alam',
    ua: 'Хургада, Шарм-ель-Шейх і Марса-Алам',
  },
  airline: 'Air Moldova',
  days: {
    ru: 'по вторникам и субботам',
    ro: 'marțea și sâmbăta',
    en: 'on Tuesdays and Saturdays',
    ua: 'щовівторка та щосуботи',
  },
};
const AE: Destination = {
  iso: 'AE',
  image: '/news/skyline.svg',
  name: { ru: 'ОАЭ', ro: 'Emiratele Arabe Unite', en: 'the UAE', ua: 'ОАЕ' },
  to: { ru: 'в ОАЭ', ro: 'în Emiratele Arabe Unite', en: 'to the UAE', ua: 'до ОАЕ' },
  in: { ru: 'в ОАЭ', ro: 'în Emiratele Arabe Unite', en: 'in the UAE', ua: 'в ОАЕ' },
  resorts: {
    ru: 'Дубай, Абу-Даби и Рас-эль-Хайма',
    ro: 'Dubai, Abu Dhabi și Ras Al Khaimah',
    en: 'Dubai, Abu Dhabi and Ras Al Khaimah',
    ua: 'Дубай, Абу-Дабі і Рас-ель-Хайма',
  },
  airline: 'flydubai',
  days: {
    ru: 'по средам, пятницам и воскресеньям',
    ro: 'miercurea, vinerea și duminica',
    en: 'on Wednesdays, Fridays and Sundays',
    ua: 'щосереди, щоп’ятниці та щонеділі',
  },
};
const TN: Destination = {
  iso: 'TN',
  image: '/news/medina.svg',
  name: { ru: 'Тунис', ro: 'Tunisia', en: 'Tunisia', ua: 'Туніс' },
  to: { ru: 'в Тунис', ro: 'în Tunisia', en: 'to Tunisia', ua: 'до Тунісу' },
  in: { ru: 'в Тунисе', ro: 'în Tunisia', en: 'in Tunisia', ua: 'у Тунісі' },
  resorts: {
    ru: 'Хаммамет, Сусс, Монастир и Джерба',
    ro: 'Hammamet, Sousse, Monastir și Djerba',
    en: 'Hammamet, Sousse, Monastir and Djerba',
    ua: 'Хаммамет, Сусс, Монастір і Джерба',
  },
  airline: 'Nouvelair',
  days: { ru: 'по четвергам', ro: 'joia', en: 'on Thursdays', ua: 'щочетверга' },
};
const GR: Destination = {
  iso: 'GR',
  image: '/news/island.svg',
  name: { ru: 'Греция', ro: 'Grecia', en: 'Greece', ua: 'Греція' },
  to: { ru: 'в Грецию', ro: 'în Grecia', en: 'to Greece', ua: 'до Греції' },
  in: { ru: 'в Греции', ro: 'în Grecia', en: 'in Greece', ua: 'у Греції' },
  resorts: {
    ru: 'Крит, Родос, Корфу и Халкидики',
    ro: 'Creta, Rodos, Corfu și Halkidiki',
    en: 'Crete, Rhodes, Corfu and Halkidiki',
    ua: 'Крит, Родос, Корфу і Халкідіки',
  },
  airline: 'Aegean Airlines',
  days: {
    ru: 'по понедельникам и пятницам',
    ro: 'lunea și vinerea',
    en: 'on Mondays and Fridays',
    ua: 'щопонеділка та щоп’ятниці',
  },
};

/** DD.MM.YYYY of a day counted from the seed's today (negative: in the past). */
export type DateOf = (daysFromToday: number) => string;

type Template = (d: Destination, date: DateOf, n: number) => L4<NewsText>;

const charterProgramme: Template = (d, date) => ({
  ru: {
    title: `Открыта продажа чартерной программы ${d.to.ru}`,
    teaser: `Чартерные рейсы из Кишинёва ${d.days.ru}, первый вылет ${date(20)}. Курорты: ${d.resorts.ru}.`,
    body: `<p>Мы открываем продажу чартерной программы <b>Кишинёв — ${d.name.ru}</b> на новый сезон.</p><h3>Расписание</h3><ul><li>Вылеты ${d.days.ru}, первый рейс ${date(20)}.</li><li>Перевозчик: ${d.airline}, багаж 20 кг и ручная кладь 6 кг.</li><li>Продолжительность туров от 7 до 14 ночей.</li></ul><p>Курорты программы: ${d.resorts.ru}. Места на первые вылеты ограничены — бронируйте заранее.</p>`,
  },
  ro: {
    title: `Programul charter ${d.to.ro} este în vânzare`,
    teaser: `Zboruri charter din Chișinău ${d.days.ro}, primul zbor pe ${date(20)}. Stațiuni: ${d.resorts.ro}.`,
    body: `<p>Deschidem vânzările programului charter <b>Chișinău — ${d.name.ro}</b> pentru noul sezon.</p><h3>Orar</h3><ul><li>Zboruri ${d.days.ro}, primul pe ${date(20)}.</li><li>Transportator: ${d.airline}, bagaj de cală 20 kg și bagaj de mână 6 kg.</li><li>Durata turului: de la 7 la 14 nopți.</li></ul><p>Stațiunile programului: ${d.resorts.ro}. Locurile la primele zboruri sunt limitate — rezervați din timp.</p>`,
  },
  en: {
    title: `Charter programme ${d.to.en} now on sale`,
    teaser: `Charter flights from Chișinău ${d.days.en}, first departure on ${date(20)}. Resorts: ${d.resorts.en}.`,
    body: `<p>The <b>Chișinău — ${d.name.en}</b> charter programme for the new season is now on sale.</p><h3>Schedule</h3><ul><li>Departures ${d.days.en}, the first on ${date(20)}.</li><li>Carrier: ${d.airline}; 20 kg checked baggage and 6 kg hand luggage.</li><li>Tours of 7 to 14 nights.</li></ul><p>Resorts of the programme: ${d.resorts.en}. Seats on the first departures are limited, so book early.</p>`,
  },
  ua: {
    title: `Відкрито продаж чартерної програми ${d.to.ua}`,
    teaser: `Чартерні рейси з Кишинева ${d.days.ua}, перший виліт ${date(20)}. Курорти: ${d.resorts.ua}.`,
    body: `<p>Ми відкриваємо продаж чартерної програми <b>Кишинів — ${d.name.ua}</b> на новий сезон.</p><h3>Розклад</h3><ul><li>Вильоти ${d.days.ua}, перший рейс ${date(20)}.</li><li>Перевізник: ${d.airline}, багаж 20 кг і ручна поклажа 6 кг.</li><li>Тривалість турів від 7 до 14 ночей.</li></ul><p>Курорти програми: ${d.resorts.ua}. Місць на перші вильоти обмежена кількість — бронюйте заздалегідь.</p>`,
  },
});

const earlyBooking: Template = (d, date, n) => ({
  ru: {
    title: `Раннее бронирование ${d.in.ru}: скидки до ${n}%`,
    teaser: `Скидки до ${n}% на отели ${d.in.ru} при полной оплате до ${date(25)}.`,
    body: `<p>Стартует акция раннего бронирования ${d.in.ru}: скидки <b>до ${n}%</b> на проживание.</p><table><thead><tr><th>Оплата тура</th><th>Скидка</th></tr></thead><tbody><tr><td>до ${date(10)}</td><td>${n}%</td></tr><tr><td>до ${date(25)}</td><td>${n - 5}%</td></tr></tbody></table><p>Скидка действует при полной оплате в срок; при аннуляции применяются общие <a href="/rules">правила аннуляции</a>.</p>`,
  },
  ro: {
    title: `Rezervare timpurie ${d.in.ro}: reduceri de până la ${n}%`,
    teaser: `Reduceri de până la ${n}% la hotelurile ${d.in.ro} cu plata integrală până la ${date(25)}.`,
    body: `<p>Începe oferta de rezervare timpurie ${d.in.ro}: reduceri de <b>până la ${n}%</b> la cazare.</p><table><thead><tr><th>Plata turului</th><th>Reducere</th></tr></thead><tbody><tr><td>până la ${date(10)}</td><td>${n}%</td></tr><tr><td>până la ${date(25)}</td><td>${n - 5}%</td></tr></tbody></table><p>Reducerea se aplică la plata integrală în termen; la anulare se aplică <a href="/rules">regulile de anulare</a> generale.</p>`,
  },
  en: {
    title: `Early booking ${d.in.en}: up to ${n}% off`,
    teaser: `Up to ${n}% off hotels ${d.in.en} when paid in full by ${date(25)}.`,
    body: `<p>Early booking ${d.in.en} starts today: <b>up to ${n}% off</b> accommodation.</p><table><thead><tr><th>Tour paid by</th><th>Discount</th></tr></thead><tbody><tr><td>${date(10)}</td><td>${n}%</td></tr><tr><td>${date(25)}</td><td>${n - 5}%</td></tr></tbody></table><p>The discount applies when the tour is paid in full on time; a cancellation follows the general <a href="/rules">cancellation rules</a>.</p>`,
  },
  ua: {
    title: `Раннє бронювання ${d.in.ua}: знижки до ${n}%`,
    teaser: `Знижки до ${n}% на готелі ${d.in.ua} за повної оплати до ${date(25)}.`,
    body: `<p>Стартує акція раннього бронювання ${d.in.ua}: знижки <b>до ${n}%</b> на проживання.</p><table><thead><tr><th>Оплата туру</th><th>Знижка</th></tr></thead><tbody><tr><td>до ${date(10)}</td><td>${n}%</td></tr><tr><td>до ${date(25)}</td><td>${n - 5}%</td></tr></tbody></table><p>Знижка діє за повної оплати в строк; у разі анулювання застосовуються загальні <a href="/rules">правила анулювання</a>.</p>`,
  },
});

const newHotels: Template = (d, _date, n) => ({
  ru: {
    title: `${n} новых отелей ${d.in.ru}`,
    teaser: `В поиск добавлены ${n} отелей на курортах: ${d.resorts.ru}.`,
    body: `<p>Мы расширили программу ${d.in.ru}: в поиск туров добавлены <b>${n} новых отелей</b> категорий 3*–5*.</p><p>Курорты: ${d.resorts.ru}. Описания, фотографии и условия размещения доступны в карточке отеля в результатах поиска.</p>`,
  },
  ro: {
    title: `${n} hoteluri noi ${d.in.ro}`,
    teaser: `Căutarea are ${n} hoteluri noi în stațiunile: ${d.resorts.ro}.`,
    body: `<p>Am extins programul ${d.in.ro}: căutarea de tururi are <b>${n} hoteluri noi</b> de 3*–5*.</p><p>Stațiuni: ${d.resorts.ro}. Descrierile, fotografiile și condițiile de cazare sunt în fișa hotelului din rezultatele căutării.</p>`,
  },
  en: {
    title: `${n} new hotels ${d.in.en}`,
    teaser: `${n} hotels added to the search in ${d.resorts.en}.`,
    body: `<p>Our programme ${d.in.en} has grown: the tour search now has <b>${n} new hotels</b> of 3* to 5*.</p><p>Resorts: ${d.resorts.en}. Descriptions, photos and room terms are on each hotel's card in the search results.</p>`,
  },
  ua: {
    title: `${n} нових готелів ${d.in.ua}`,
    teaser: `До пошуку додано ${n} готелів на курортах: ${d.resorts.ua}.`,
    body: `<p>Ми розширили програму ${d.in.ua}: до пошуку турів додано <b>${n} нових готелів</b> категорій 3*–5*.</p><p>Курорти: ${d.resorts.ua}. Описи, фотографії та умови розміщення доступні в картці готелю в результатах пошуку.</p>`,
  },
});

const scheduleChange: Template = (d, date, n) => ({
  ru: {
    title: `Изменение расписания чартерных рейсов ${d.to.ru}`,
    teaser: `С ${date(7)} вылеты из Кишинёва переносятся на ${n}:00. Предупредите туристов.`,
    body: `<p>Перевозчик ${d.airline} сообщил об изменении расписания. С <b>${date(7)}</b> рейсы Кишинёв — ${d.name.ru} вылетают в <b>${n}:00</b> по местному времени.</p><p>Изменение касается уже оформленных заказов: новые маршрутные квитанции доступны в журнале заказов. Подтвердите изменение в карточке заказа и сообщите туристам новое время.</p>`,
  },
  ro: {
    title: `Orarul zborurilor charter ${d.to.ro} se schimbă`,
    teaser: `Din ${date(7)} zborurile din Chișinău pleacă la ora ${n}:00. Anunțați turiștii.`,
    body: `<p>Transportatorul ${d.airline} a anunțat un orar nou. Din <b>${date(7)}</b> zborurile Chișinău — ${d.name.ro} pleacă la <b>${n}:00</b>, ora locală.</p><p>Schimbarea privește și comenzile existente: biletele noi sunt în jurnalul comenzilor. Confirmați schimbarea în fișa comenzii și comunicați turiștilor ora nouă.</p>`,
  },
  en: {
    title: `New schedule for charter flights ${d.to.en}`,
    teaser: `From ${date(7)} flights from Chișinău leave at ${n}:00. Please tell your tourists.`,
    body: `<p>${d.airline} has changed its schedule. From <b>${date(7)}</b> the Chișinău — ${d.name.en} flights leave at <b>${n}:00</b> local time.</p><p>Orders already booked are concerned: the new itineraries are in the order journal. Confirm the change on the order and give your tourists the new time.</p>`,
  },
  ua: {
    title: `Зміна розкладу чартерних рейсів ${d.to.ua}`,
    teaser: `З ${date(7)} вильоти з Кишинева переносяться на ${n}:00. Попередьте туристів.`,
    body: `<p>Перевізник ${d.airline} повідомив про зміну розкладу. З <b>${date(7)}</b> рейси Кишинів — ${d.name.ua} вилітають о <b>${n}:00</b> за місцевим часом.</p><p>Зміна стосується вже оформлених замовлень: нові маршрутні квитанції доступні в журналі замовлень. Підтвердьте зміну в картці замовлення та повідомте туристам новий час.</p>`,
  },
});

const commission: Template = (d, date, n) => ({
  ru: {
    title: `+${n}% к комиссии за туры ${d.to.ru}`,
    teaser: `Повышенная комиссия агентствам за заказы ${d.to.ru}, оформленные до ${date(30)}.`,
    body: `<p>За каждый заказ ${d.to.ru}, оформленный и полностью оплаченный до <b>${date(30)}</b>, агентство получает дополнительно <b>${n}%</b> комиссии.</p><p>Бонус начисляется автоматически после полной оплаты и отображается в журнале бонусов.</p>`,
  },
  ro: {
    title: `+${n}% comision pentru tururile ${d.to.ro}`,
    teaser: `Comision majorat pentru comenzile ${d.to.ro} făcute până la ${date(30)}.`,
    body: `<p>Pentru fiecare comandă ${d.to.ro} făcută și achitată integral până la <b>${date(30)}</b>, agenția primește încă <b>${n}%</b> comision.</p><p>Bonusul se acordă automat după plata integrală și apare în jurnalul bonusurilor.</p>`,
  },
  en: {
    title: `+${n}% commission on tours ${d.to.en}`,
    teaser: `A higher commission on orders ${d.to.en} booked by ${date(30)}.`,
    body: `<p>For every order ${d.to.en} booked and paid in full by <b>${date(30)}</b>, the agency earns an extra <b>${n}%</b> commission.</p><p>The bonus is credited automatically after full payment and shows in the bonus journal.</p>`,
  },
  ua: {
    title: `+${n}% до комісії за тури ${d.to.ua}`,
    teaser: `Підвищена комісія агентствам за замовлення ${d.to.ua}, оформлені до ${date(30)}.`,
    body: `<p>За кожне замовлення ${d.to.ua}, оформлене та повністю оплачене до <b>${date(30)}</b>, агентство отримує додатково <b>${n}%</b> комісії.</p><p>Бонус нараховується автоматично після повної оплати й відображається в журналі бонусів.</p>`,
  },
});

/** [template, destination, category, days ago, number, image override] */
const REPEATED: Array<[Template, Destination, PublicationCategory, number, number, string?]> = [
  [charterProgramme, TR, 'programs', 171, 0],
  [charterProgramme, EG, 'programs', 152, 0],
  [charterProgramme, GR, 'programs', 118, 0],
  [charterProgramme, TN, 'programs', 64, 0],
  [charterProgramme, AE, 'programs', 23, 0],
  [earlyBooking, GR, 'promotions', 166, 25, '/news/sale.svg'],
  [earlyBooking, TR, 'promotions', 139, 30, '/news/sale.svg'],
  [earlyBooking, TN, 'promotions', 97, 20],
  [earlyBooking, EG, 'promotions', 41, 15],
  [earlyBooking, AE, 'promotions', 4, 20, '/news/sale.svg'],
  [newHotels, TR, 'programs', 160, 12],
  [newHotels, EG, 'programs', 106, 8],
  [newHotels, AE, 'programs', 55, 6],
  [newHotels, TN, 'programs', 13, 9],
  [scheduleChange, EG, 'flights', 127, 6, '/news/plane.svg'],
  [scheduleChange, TR, 'flights', 88, 7, '/news/plane.svg'],
  [scheduleChange, GR, 'flights', 47, 9, '/news/plane.svg'],
  [scheduleChange, TN, 'flights', 9, 5, '/news/plane.svg'],
  [commission, TR, 'promotions', 112, 2],
  [commission, GR, 'promotions', 70, 1],
  [commission, EG, 'promotions', 30, 2],
];

function oneOff(date: DateOf): SeedNews[] {
  return [
    {
      category: 'operator',
      daysAgo: 36,
      image: null,
      pinned: true,
      texts: {
        ru: {
          title: 'Новые сроки оплаты туров',
          teaser: `С ${date(-35)} предоплата 30% вносится в течение 3 дней, остаток — за 21 день до вылета.`,
          body: `<p>С <b>${date(-35)}</b> меняются сроки оплаты заказов.</p><table><thead><tr><th>Платёж</th><th>Срок</th></tr></thead><tbody><tr><td>Предоплата 30%</td><td>3 дня после подтверждения</td></tr><tr><td>Остаток</td><td>за 21 день до вылета (ранее 14)</td></tr></tbody></table><p>Подробности в обязательном правиле <a href="/rules">«Сроки оплаты»</a>; ознакомьтесь с ним и отметьте «Я прочитал(а)».</p>`,
        },
        ro: {
          title: 'Termene noi de plată a tururilor',
          teaser: `Din ${date(-35)} avansul de 30% se achită în 3 zile, restul — cu 21 de zile înainte de zbor.`,
          body: `<p>Din <b>${date(-35)}</b> se schimbă termenele de plată a comenzilor.</p><table><thead><tr><th>Plata</th><th>Termen</th></tr></thead><tbody><tr><td>Avans 30%</td><td>3 zile după confirmare</td></tr><tr><td>Restul</td><td>cu 21 de zile înainte de zbor (anterior 14)</td></tr></tbody></table><p>Detalii în regula obligatorie <a href="/rules">„Termene de plată”</a>; citiți-o și marcați „Am citit”.</p>`,
        },
        en: {
          title: 'New payment deadlines for tours',
          teaser: `From ${date(-35)} the 30% deposit is due within 3 days and the balance 21 days before departure.`,
          body: `<p>From <b>${date(-35)}</b> the payment deadlines of orders change.</p><table><thead><tr><th>Payment</th><th>Due</th></tr></thead><tbody><tr><td>30% deposit</td><td>3 days after confirmation</td></tr><tr><td>Balance</td><td>21 days before departure (was 14)</td></tr></tbody></table><p>See the mandatory rule <a href="/rules">"Payment deadlines"</a>, read it and mark "I have read this".</p>`,
        },
        ua: {
          title: 'Нові строки оплати турів',
          teaser: `З ${date(-35)} передоплата 30% вноситься протягом 3 днів, решта — за 21 день до вильоту.`,
          body: `<p>З <b>${date(-35)}</b> змінюються строки оплати замовлень.</p><table><thead><tr><th>Платіж</th><th>Строк</th></tr></thead><tbody><tr><td>Передоплата 30%</td><td>3 дні після підтвердження</td></tr><tr><td>Решта</td><td>за 21 день до вильоту (раніше 14)</td></tr></tbody></table><p>Подробиці в обов’язковому правилі <a href="/rules">«Строки оплати»</a>; ознайомтеся з ним і позначте «Я прочитав(ла)».</p>`,
        },
      },
    },
    {
      category: 'operator',
      daysAgo: 2,
      image: '/news/office.svg',
      pinned: true,
      texts: {
        ru: {
          title: 'Вебинар для агентств: летний сезон',
          teaser: `${date(6)} в 11:00 — обзор летних программ, новые отели и правила бронирования.`,
          body: `<p>Приглашаем менеджеров агентств на вебинар <b>${date(6)} в 11:00</b>.</p><h3>Программа</h3><ol><li>Чартерные программы лета: Турция, Египет, Греция, Тунис.</li><li>Новые отели и условия раннего бронирования.</li><li>Изменения в правилах оплаты и аннуляции.</li></ol><p>Регистрация по адресу <a href="mailto:training@demo.travel">training@demo.travel</a>.</p>`,
        },
        ro: {
          title: 'Webinar pentru agenții: sezonul de vară',
          teaser: `${date(6)} la 11:00 — programele de vară, hoteluri noi și regulile de rezervare.`,
          body: `<p>Invităm managerii agențiilor la webinarul din <b>${date(6)}, ora 11:00</b>.</p><h3>Program</h3><ol><li>Programele charter de vară: Turcia, Egipt, Grecia, Tunisia.</li><li>Hoteluri noi și condițiile de rezervare timpurie.</li><li>Schimbări în regulile de plată și anulare.</li></ol><p>Înscrieri la <a href="mailto:training@demo.travel">training@demo.travel</a>.</p>`,
        },
        en: {
          title: 'Webinar for agencies: the summer season',
          teaser: `${date(6)} at 11:00: the summer programmes, new hotels and booking rules.`,
          body: `<p>Agency managers are invited to a webinar on <b>${date(6)} at 11:00</b>.</p><h3>Agenda</h3><ol><li>Summer charter programmes: Turkey, Egypt, Greece, Tunisia.</li><li>New hotels and early booking terms.</li><li>Changes to the payment and cancellation rules.</li></ol><p>Register at <a href="mailto:training@demo.travel">training@demo.travel</a>.</p>`,
        },
        ua: {
          title: 'Вебінар для агентств: літній сезон',
          teaser: `${date(6)} об 11:00 — огляд літніх програм, нові готелі та правила бронювання.`,
          body: `<p>Запрошуємо менеджерів агентств на вебінар <b>${date(6)} об 11:00</b>.</p><h3>Програма</h3><ol><li>Чартерні програми літа: Туреччина, Єгипет, Греція, Туніс.</li><li>Нові готелі та умови раннього бронювання.</li><li>Зміни в правилах оплати та анулювання.</li></ol><p>Реєстрація за адресою <a href="mailto:training@demo.travel">training@demo.travel</a>.</p>`,
        },
      },
    },
    {
      category: 'operator',
      daysAgo: 133,
      image: null,
      texts: {
        ru: {
          title: 'Оплата картой в портале',
          teaser: 'Заказы теперь можно оплатить банковской картой прямо из журнала заказов.',
          body: '<p>В журнале заказов появилась кнопка <b>«Оплатить картой»</b>. Платёж зачисляется сразу, без ожидания банковской выписки.</p><p>Комиссия банка не взимается. Частичная оплата тоже возможна.</p>',
        },
        ro: {
          title: 'Plata cu cardul în portal',
          teaser: 'Comenzile pot fi achitate acum cu cardul direct din jurnalul comenzilor.',
          body: '<p>În jurnalul comenzilor a apărut butonul <b>„Achită cu cardul”</b>. Plata se înregistrează imediat, fără a aștepta extrasul bancar.</p><p>Nu se percepe comision bancar. Este posibilă și plata parțială.</p>',
        },
        en: {
          title: 'Card payments in the portal',
          teaser: 'Orders can now be paid by card straight from the order journal.',
          body: '<p>The order journal now has a <b>Pay by card</b> button. The payment is credited at once, with no wait for the bank statement.</p><p>No bank fee is charged. Partial payments are possible too.</p>',
        },
        ua: {
          title: 'Оплата карткою в порталі',
          teaser: 'Замовлення тепер можна оплатити банківською карткою просто з журналу замовлень.',
          body: '<p>У журналі замовлень з’явилася кнопка <b>«Оплатити карткою»</b>. Платіж зараховується одразу, без очікування банківської виписки.</p><p>Комісія банку не стягується. Часткова оплата теж можлива.</p>',
        },
      },
    },
    {
      category: 'operator',
      daysAgo: 79,
      image: '/news/office.svg',
      texts: {
        ru: {
          title: 'Режим работы офиса в праздничные дни',
          teaser: 'Отдел бронирования работает без выходных; бухгалтерия — по сокращённому графику.',
          body: `<p>В праздничные дни с ${date(-78)} по ${date(-76)}:</p><ul><li>отдел бронирования — с 09:00 до 18:00 без выходных;</li><li>бухгалтерия — с 10:00 до 14:00;</li><li>дежурный телефон для срочных вопросов по туристам в поездке: <a href="tel:+37322000000">+373 22 000 000</a>.</li></ul>`,
        },
        ro: {
          title: 'Programul biroului în zilele de sărbătoare',
          teaser: 'Departamentul de rezervări lucrează fără zile libere; contabilitatea — cu program redus.',
          body: `<p>În zilele de sărbătoare, din ${date(-78)} până pe ${date(-76)}:</p><ul><li>rezervări — 09:00–18:00, fără zile libere;</li><li>contabilitate — 10:00–14:00;</li><li>telefonul de serviciu pentru turiștii aflați în călătorie: +373 22 000 000.</li></ul>`,
        },
        en: {
          title: 'Office hours over the holidays',
          teaser: 'Reservations work every day; accounting keeps short hours.',
          body: `<p>Over the holidays, ${date(-78)} to ${date(-76)}:</p><ul><li>reservations: 09:00 to 18:00, every day;</li><li>accounting: 10:00 to 14:00;</li><li>the duty phone for tourists already travelling: +373 22 000 000.</li></ul>`,
        },
        ua: {
          title: 'Графік роботи офісу у святкові дні',
          teaser: 'Відділ бронювання працює без вихідних; бухгалтерія — за скороченим графіком.',
          body: `<p>У святкові дні з ${date(-78)} по ${date(-76)}:</p><ul><li>відділ бронювання — з 09:00 до 18:00 без вихідних;</li><li>бухгалтерія — з 10:00 до 14:00;</li><li>черговий телефон для туристів у поїздці: +373 22 000 000.</li></ul>`,
        },
      },
    },
    {
      category: 'operator',
      daysAgo: 18,
      image: null,
      texts: {
        ru: {
          title: 'Обновлены прайс-листы на лето',
          teaser: 'Новые прайс-листы по Турции, Египту, Греции, Тунису и ОАЭ — в разделе «Документы».',
          body: '<p>Мы обновили прайс-листы летнего сезона. Скачайте актуальные версии в разделе <a href="/documents">«Документы»</a>; прежние версии больше не действуют.</p>',
        },
        ro: {
          title: 'Listele de prețuri de vară au fost actualizate',
          teaser: 'Prețurile noi pentru Turcia, Egipt, Grecia, Tunisia și EAU — în secțiunea „Documente”.',
          body: '<p>Am actualizat listele de prețuri pentru sezonul de vară. Descărcați versiunile actuale din secțiunea <a href="/documents">„Documente”</a>; cele vechi nu mai sunt valabile.</p>',
        },
        en: {
          title: 'Summer price lists updated',
          teaser: 'New price lists for Turkey, Egypt, Greece, Tunisia and the UAE are in Documents.',
          body: '<p>The summer season price lists have been updated. Download the current versions from <a href="/documents">Documents</a>; earlier versions no longer apply.</p>',
        },
        ua: {
          title: 'Оновлено прайс-листи на літо',
          teaser: 'Нові прайс-листи по Туреччині, Єгипту, Греції, Тунісу та ОАЕ — у розділі «Документи».',
          body: '<p>Ми оновили прайс-листи літнього сезону. Завантажте актуальні версії в розділі <a href="/documents">«Документи»</a>; попередні версії більше не діють.</p>',
        },
      },
    },
    {
      category: 'visas',
      daysAgo: 145,
      image: '/news/passport.svg',
      texts: {
        ru: {
          title: 'Египет: виза по прибытии подорожала до 30 USD',
          teaser: 'Виза оплачивается в аэропорту прибытия; для Синая без выезда за его пределы — бесплатный штамп.',
          body: '<p>Стоимость туристической визы Египта по прибытии — <b>30 USD</b> (ранее 25 USD). Оплата наличными в аэропорту.</p><p>Туристы, которые отдыхают только в Шарм-эль-Шейхе и не выезжают за пределы Синая, получают бесплатный штамп на срок до 15 дней.</p><p>Паспорт должен действовать не менее 6 месяцев после окончания поездки.</p>',
        },
        ro: {
          title: 'Egipt: viza la sosire costă acum 30 USD',
          teaser: 'Viza se plătește în aeroport; pentru Sinai, fără ieșire din peninsulă, ștampila e gratuită.',
          body: '<p>Viza turistică a Egiptului la sosire costă <b>30 USD</b> (anterior 25 USD), cu plata în numerar în aeroport.</p><p>Turiștii care stau doar la Sharm el-Sheikh și nu părăsesc Sinaiul primesc gratuit o ștampilă de până la 15 zile.</p><p>Pașaportul trebuie să fie valabil cel puțin 6 luni după încheierea călătoriei.</p>',
        },
        en: {
          title: 'Egypt: the visa on arrival is now 30 USD',
          teaser: 'The visa is paid at the arrival airport; a free stamp covers stays in Sinai only.',
          body: "<p>Egypt's tourist visa on arrival now costs <b>30 USD</b> (was 25 USD), paid in cash at the airport.</p><p>Tourists who stay in Sharm el-Sheikh and do not leave Sinai get a free stamp for up to 15 days.</p><p>The passport must be valid for at least 6 months after the trip ends.</p>",
        },
        ua: {
          title: 'Єгипет: віза після прибуття подорожчала до 30 USD',
          teaser: 'Віза оплачується в аеропорту прибуття; для Синаю без виїзду за його межі — безкоштовний штамп.',
          body: '<p>Вартість туристичної візи Єгипту після прибуття — <b>30 USD</b> (раніше 25 USD). Оплата готівкою в аеропорту.</p><p>Туристи, які відпочивають лише в Шарм-ель-Шейху й не виїжджають за межі Синаю, отримують безкоштовний штамп на строк до 15 днів.</p><p>Паспорт має бути дійсним щонайменше 6 місяців після завершення поїздки.</p>',
        },
      },
    },
    {
      category: 'visas',
      daysAgo: 92,
      image: '/news/passport.svg',
      texts: {
        ru: {
          title: 'ОАЭ: визы оформляет туроператор',
          teaser: 'Для граждан, которым нужна виза ОАЭ, документы подаются через нас за 7 рабочих дней до вылета.',
          body: '<p>Туристическую визу ОАЭ оформляет туроператор. Подайте в портал скан паспорта и цветное фото не позднее чем за <b>7 рабочих дней</b> до вылета.</p><p>Стоимость визы — 95 EUR, она не возвращается при аннуляции тура.</p>',
        },
        ro: {
          title: 'EAU: vizele le perfectează operatorul',
          teaser:
            'Pentru cetățenii care au nevoie de viză EAU, actele se depun prin noi cu 7 zile lucrătoare înainte de zbor.',
          body: '<p>Viza turistică a Emiratelor o perfectează operatorul. Încărcați în portal copia pașaportului și o fotografie color cu cel puțin <b>7 zile lucrătoare</b> înainte de zbor.</p><p>Viza costă 95 EUR și nu se rambursează la anularea turului.</p>',
        },
        en: {
          title: 'UAE: visas are arranged by the operator',
          teaser: 'Tourists who need a UAE visa apply through us at least 7 working days before departure.',
          body: '<p>The operator arranges the UAE tourist visa. Upload a passport scan and a colour photo at least <b>7 working days</b> before departure.</p><p>The visa costs 95 EUR and is not refunded if the tour is cancelled.</p>',
        },
        ua: {
          title: 'ОАЕ: візи оформлює туроператор',
          teaser: 'Для громадян, яким потрібна віза ОАЕ, документи подаються через нас за 7 робочих днів до вильоту.',
          body: '<p>Туристичну візу ОАЕ оформлює туроператор. Завантажте на портал скан паспорта та кольорове фото не пізніше ніж за <b>7 робочих днів</b> до вильоту.</p><p>Вартість візи — 95 EUR, вона не повертається в разі анулювання туру.</p>',
        },
      },
    },
    {
      category: 'visas',
      daysAgo: 58,
      image: '/news/passport.svg',
      texts: {
        ru: {
          title: 'Греция: биометрические паспорта и ETIAS',
          teaser: 'Гражданам Молдовы и Украины для поездки в Грецию нужен биометрический паспорт.',
          body: '<p>Для безвизового въезда в Грецию (до 90 дней в течение 180) нужен <b>биометрический паспорт</b>, действующий не менее 3 месяцев после выезда.</p><p>После запуска системы ETIAS туристам понадобится онлайн-разрешение; мы сообщим о дате отдельно.</p>',
        },
        ro: {
          title: 'Grecia: pașapoarte biometrice și ETIAS',
          teaser: 'Cetățenii Moldovei și Ucrainei au nevoie de pașaport biometric pentru Grecia.',
          body: '<p>Pentru intrarea fără viză în Grecia (până la 90 de zile din 180) este nevoie de un <b>pașaport biometric</b> valabil cel puțin 3 luni după ieșire.</p><p>După lansarea sistemului ETIAS, turiștii vor avea nevoie de o autorizație online; vom anunța data separat.</p>',
        },
        en: {
          title: 'Greece: biometric passports and ETIAS',
          teaser: 'Citizens of Moldova and Ukraine need a biometric passport to travel to Greece.',
          body: '<p>Visa-free entry to Greece (up to 90 days in any 180) needs a <b>biometric passport</b> valid for at least 3 months after leaving.</p><p>Once ETIAS starts, tourists will need an online travel authorisation; we will announce the date separately.</p>',
        },
        ua: {
          title: 'Греція: біометричні паспорти та ETIAS',
          teaser: 'Громадянам Молдови та України для поїздки до Греції потрібен біометричний паспорт.',
          body: '<p>Для безвізового в’їзду до Греції (до 90 днів протягом 180) потрібен <b>біометричний паспорт</b>, дійсний щонайменше 3 місяці після виїзду.</p><p>Після запуску системи ETIAS туристам знадобиться онлайн-дозвіл; про дату повідомимо окремо.</p>',
        },
      },
    },
    {
      category: 'visas',
      daysAgo: 27,
      image: '/news/passport.svg',
      texts: {
        ru: {
          title: 'Несовершеннолетние: согласие второго родителя',
          teaser: 'Ребёнку, который летит с одним из родителей, нужно нотариальное согласие второго.',
          body: '<p>Пограничная служба напоминает: ребёнок до 18 лет, выезжающий с одним из родителей, должен иметь <b>нотариально заверенное согласие</b> второго родителя.</p><p>Шаблон доверенности — в разделе <a href="/documents">«Документы»</a>.</p>',
        },
        ro: {
          title: 'Minori: acordul celuilalt părinte',
          teaser: 'Copilul care călătorește cu un singur părinte are nevoie de acordul notarial al celuilalt.',
          body: '<p>Poliția de frontieră amintește: minorul care pleacă cu un singur părinte trebuie să aibă <b>acordul autentificat notarial</b> al celuilalt părinte.</p><p>Modelul de procură este în secțiunea <a href="/documents">„Documente”</a>.</p>',
        },
        en: {
          title: "Minors: the other parent's consent",
          teaser: "A child travelling with one parent needs the other parent's notarised consent.",
          body: '<p>The border police remind us: a child under 18 leaving with one parent needs the other parent\'s <b>notarised consent</b>.</p><p>A template is in <a href="/documents">Documents</a>.</p>',
        },
        ua: {
          title: 'Неповнолітні: згода другого з батьків',
          teaser: 'Дитині, яка летить з одним із батьків, потрібна нотаріальна згода другого.',
          body: '<p>Прикордонна служба нагадує: дитина до 18 років, яка виїжджає з одним із батьків, повинна мати <b>нотаріально засвідчену згоду</b> другого з батьків.</p><p>Шаблон довіреності — у розділі <a href="/documents">«Документи»</a>.</p>',
        },
      },
    },
    {
      category: 'flights',
      daysAgo: 101,
      image: '/news/plane.svg',
      texts: {
        ru: {
          title: 'Регулярные рейсы: новые тарифы без багажа',
          teaser: 'Авиакомпании вводят тарифы только с ручной кладью; багаж добавляется как услуга.',
          body: '<p>На регулярных рейсах появились тарифы <b>«Light»</b> — только ручная кладь до 8 кг. Багаж 20 кг можно добавить при бронировании.</p><p>Билеты регулярных рейсов после выписки не возвращаются; проверяйте тариф до бронирования.</p>',
        },
        ro: {
          title: 'Zboruri regulate: tarife noi fără bagaj',
          teaser: 'Companiile aeriene introduc tarife doar cu bagaj de mână; bagajul de cală se adaugă ca serviciu.',
          body: '<p>Pe zborurile regulate au apărut tarifele <b>„Light”</b> — doar bagaj de mână de până la 8 kg. Bagajul de 20 kg se poate adăuga la rezervare.</p><p>Biletele zborurilor regulate nu se rambursează după emitere; verificați tariful înainte de rezervare.</p>',
        },
        en: {
          title: 'Scheduled flights: new fares without baggage',
          teaser: 'Airlines are bringing in hand-luggage-only fares; checked baggage is added as a service.',
          body: '<p>Scheduled flights now have <b>Light</b> fares: hand luggage up to 8 kg only. 20 kg of checked baggage can be added when booking.</p><p>Scheduled-flight tickets are not refundable once issued; check the fare before booking.</p>',
        },
        ua: {
          title: 'Регулярні рейси: нові тарифи без багажу',
          teaser: 'Авіакомпанії запроваджують тарифи лише з ручною поклажею; багаж додається як послуга.',
          body: '<p>На регулярних рейсах з’явилися тарифи <b>«Light»</b> — лише ручна поклажа до 8 кг. Багаж 20 кг можна додати під час бронювання.</p><p>Квитки регулярних рейсів після виписки не повертаються; перевіряйте тариф до бронювання.</p>',
        },
      },
    },
    {
      category: 'flights',
      daysAgo: 73,
      image: '/news/plane.svg',
      texts: {
        ru: {
          title: 'Регистрация на чартерные рейсы закрывается за 40 минут',
          teaser: 'Туристам стоит приезжать в аэропорт Кишинёва не позднее чем за 2 часа до вылета.',
          body: '<p>Аэропорт Кишинёва закрывает регистрацию на чартерные рейсы <b>за 40 минут</b> до вылета. Рекомендуем туристам приезжать за 2–3 часа.</p><p>Опоздавшие на регистрацию не допускаются на рейс, стоимость тура не возвращается.</p>',
        },
        ro: {
          title: 'Înregistrarea la zborurile charter se închide cu 40 de minute înainte',
          teaser: 'Turiștii ar trebui să ajungă la aeroportul Chișinău cu cel puțin 2 ore înainte de zbor.',
          body: '<p>Aeroportul Chișinău închide înregistrarea la zborurile charter <b>cu 40 de minute</b> înainte de decolare. Recomandăm turiștilor să vină cu 2–3 ore înainte.</p><p>Cei întârziați nu sunt admiși la zbor, iar costul turului nu se rambursează.</p>',
        },
        en: {
          title: 'Charter check-in closes 40 minutes before departure',
          teaser: 'Tourists should be at Chișinău airport at least 2 hours before the flight.',
          body: '<p>Chișinău airport closes check-in for charter flights <b>40 minutes</b> before departure. We advise tourists to arrive 2 to 3 hours early.</p><p>Tourists who miss check-in are not taken on board and the tour is not refunded.</p>',
        },
        ua: {
          title: 'Реєстрація на чартерні рейси закривається за 40 хвилин',
          teaser: 'Туристам варто прибувати до аеропорту Кишинева не пізніше ніж за 2 години до вильоту.',
          body: '<p>Аеропорт Кишинева закриває реєстрацію на чартерні рейси <b>за 40 хвилин</b> до вильоту. Радимо туристам прибувати за 2–3 години.</p><p>Тих, хто запізнився на реєстрацію, не допускають на рейс, вартість туру не повертається.</p>',
        },
      },
    },
  ];
}

/** Every news item, with its dates resolved against the seed's today. */
export function seedNews(date: DateOf): SeedNews[] {
  const repeated = REPEATED.map(([template, destination, category, daysAgo, n, image]): SeedNews => ({
    category,
    daysAgo,
    image: image ?? destination.image,
    texts: template(destination, (days) => date(days - daysAgo), n),
  }));
  return [...repeated, ...oneOff(date)];
}
