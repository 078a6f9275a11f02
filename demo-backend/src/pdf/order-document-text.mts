import type { TouristKind } from '@/lib/schemas/booking';
import type { PdfLocale } from './jobs';

/**
 * The words of an order's documents that only the documents use. The offer's own words (room,
 * placement, meal, flights, nights, "Page 1 of 2") come from the portal's catalogue, as in the
 * saved-offers PDF (lib/shared/offer-summary.ts), so an order prints its offer the way the portal
 * shows it.
 */

type Clause = { heading: string; body: string };

export interface OrderDocumentText {
  titles: {
    invoice: (number: string) => string;
    memo: string;
    insurance: (number: string) => string;
    ticket: string;
    contract: (number: string) => string;
    voucher: string;
  };
  order: string;
  ordered: string;
  printed: string;
  hotel: string;
  address: string;
  tourists: string;
  birthDate: string;
  passport: (number: string, expiry: string) => string;
  citizenship: string;
  /** The label of the passport line. */
  document: string;
  transfer: string;
  noTransfer: string;
  kinds: Record<TouristKind, string>;
  agency: string;
  operator: string;
  phone: string;
  email: string;
  fiscalCode: string;
  signature: string;
  invoice: {
    supplier: string;
    payer: string;
    item: string;
    amount: string;
    package: (hotel: string, dates: string, tourists: number) => string;
    total: string;
    commission: string;
    net: string;
    paid: string;
    due: string;
    refund: string;
    dueDate: string;
    bank: string;
    bankName: string;
    purpose: (number: string) => string;
  };
  memo: {
    flights: string;
    checkIn: (open: string, close: string) => string;
    baggage: (kg: number, handKg: number, handSize: string) => string;
    stay: string;
    emergency: string;
    reservation: string;
    ticketOffice: string;
    assistance: string;
    emergencyEU: string;
    advice: string[];
  };
  insurance: {
    insurer: string;
    insured: string;
    period: string;
    territory: string;
    coverage: string;
    deductible: string;
    none: string;
    assistance: string;
    conditions: string;
  };
  ticket: {
    passenger: string;
    bookingRef: string;
    ticketNumber: string;
    flight: string;
    from: string;
    to: string;
    departure: string;
    arrival: string;
    baggage: string;
    hand: string;
    cabin: string;
    economy: string;
    fare: string;
    fares: { charter: string; regular: string };
    notice: string;
  };
  contract: {
    intro: (agency: string, tourist: string) => string;
    clauses: Clause[];
    services: string;
    price: string;
    priceNote: string;
    cancellation: string;
    cancellationTerms: string[];
    nonRefundable: string;
    parties: string;
    customer: string;
  };
  voucher: {
    guests: string;
    validOnly: string;
    notice: string;
  };
}

/** The insurer the demo's medical policies are issued by (fictional). */
export const INSURER = {
  name: 'Demo Asigurări SA',
  phone: '+373 22 90 90 90',
  /** The usual minimum cover for travel abroad, EUR. */
  coverage: 30_000,
};

const ro: OrderDocumentText = {
  titles: {
    invoice: (n) => `FACTURĂ PROFORMA nr. ${n}`,
    memo: 'MEMENTO PENTRU TURIST',
    insurance: (n) => `POLIȚĂ DE ASIGURARE MEDICALĂ nr. ${n}`,
    ticket: 'BILET ELECTRONIC (ITINERAR)',
    contract: (n) => `CONTRACT DE PRESTĂRI SERVICII TURISTICE nr. ${n}`,
    voucher: 'VOUCHER HOTELIER',
  },
  order: 'Comanda',
  ordered: 'din',
  printed: 'Tipărit',
  hotel: 'Hotel',
  address: 'Adresa',
  tourists: 'Turiști',
  birthDate: 'Data nașterii',
  passport: (n, e) => `Pașaport ${n}, valabil până la ${e}`,
  citizenship: 'Cetățenie',
  document: 'Act de identitate',
  transfer: 'Transfer',
  noTransfer: 'Fără transfer',
  kinds: { adult: 'adult', child: 'copil', infant: 'sugar' },
  agency: 'Agenția',
  operator: 'Touroperatorul',
  phone: 'Telefon',
  email: 'E-mail',
  fiscalCode: 'Cod fiscal',
  signature: 'Semnătura',
  invoice: {
    supplier: 'Furnizor',
    payer: 'Plătitor',
    item: 'Denumirea',
    amount: 'Suma',
    package: (hotel, dates, n) => `Pachet turistic: ${hotel}, ${dates}, ${n} turiști`,
    total: 'Total comandă',
    commission: 'Comisionul agenției',
    net: 'Suma netă de plată',
    paid: 'Achitat',
    due: 'Rest de plată',
    refund: 'De rambursat',
    dueDate: 'Termen de plată',
    bank: 'Rechizite bancare',
    bankName: 'Banca',
    purpose: (n) => `Destinația plății: achitare pentru comanda ${n}`,
  },
  memo: {
    flights: 'Zboruri',
    checkIn: (open, close) => `Check-in: de la ${open} până la ${close}`,
    baggage: (kg, hand, size) => `Bagaj: ${kg} kg de cală, ${hand} kg de mână (${size})`,
    stay: 'Sejur',
    emergency: 'Telefoane de urgență',
    reservation: 'Departamentul rezervări',
    ticketOffice: 'Casa de bilete',
    assistance: 'Asistență medicală (asigurător)',
    emergencyEU: 'Numărul unic de urgență',
    advice: [
      'Prezentați-vă la aeroport cu cel puțin 2 ore înainte de decolare, cu pașaportul și acest memento.',
      'Pașaportul trebuie să fie valabil cel puțin 6 luni după întoarcere.',
      'La hotel prezentați voucherul; camera este disponibilă de la ora 14:00, eliberarea până la ora 12:00.',
    ],
  },
  insurance: {
    insurer: 'Asigurător',
    insured: 'Asigurat',
    period: 'Perioada de asigurare',
    territory: 'Teritoriul',
    coverage: 'Suma asigurată',
    deductible: 'Franșiza',
    none: 'fără',
    assistance: 'Asistență 24/7',
    conditions:
      'Polița acoperă cheltuielile medicale urgente, spitalizarea și repatrierea în caz de boală sau accident pe durata călătoriei. În caz de eveniment asigurat, sunați mai întâi la asistență.',
  },
  ticket: {
    passenger: 'Pasager',
    bookingRef: 'Cod rezervare',
    ticketNumber: 'Nr. bilet',
    flight: 'Zbor',
    from: 'Din',
    to: 'Spre',
    departure: 'Plecare',
    arrival: 'Sosire',
    baggage: 'Bagaj de cală',
    hand: 'Bagaj de mână',
    cabin: 'Clasa',
    economy: 'Economic',
    fare: 'Tarif',
    fares: { charter: 'charter', regular: 'regulat, nereturnabil' },
    notice: 'Numele pasagerului corespunde pașaportului. Îmbarcarea se închide cu 20 de minute înainte de plecare.',
  },
  contract: {
    intro: (agency, tourist) =>
      `${agency}, care acționează în numele Touroperatorului, denumită în continuare „Agenția”, și ${tourist}, denumit în continuare „Turistul”, au încheiat prezentul contract:`,
    clauses: [
      {
        heading: '1. Obiectul contractului',
        body: 'Agenția se obligă să asigure Turistului și însoțitorilor săi serviciile turistice de mai jos, iar Turistul se obligă să le achite.',
      },
      {
        heading: '2. Obligațiile părților',
        body: 'Agenția informează Turistul despre condițiile călătoriei și predă documentele de călătorie. Turistul prezintă date corecte, documente valabile și respectă regulile țării de destinație.',
      },
      {
        heading: '3. Răspunderea',
        body: 'Părțile răspund conform legislației în vigoare. Forța majoră exonerează de răspundere.',
      },
    ],
    services: 'Serviciile incluse',
    price: 'Prețul',
    priceNote: 'Prețul total pentru toți turiștii',
    cancellation: 'Condiții de anulare',
    cancellationTerms: [
      'Cu mai mult de 30 de zile înainte de plecare: fără penalitate, se rețin doar cheltuielile efective.',
      'Între 30 și 15 zile: penalitate 50% din preț.',
      'Cu mai puțin de 15 zile sau neprezentare: penalitate 100% din preț.',
    ],
    nonRefundable: 'Biletele pentru zborurile regulate sunt nereturnabile din momentul emiterii.',
    parties: 'Părțile',
    customer: 'Turistul',
  },
  voucher: {
    guests: 'Oaspeți',
    validOnly: 'Valabil numai cu achitarea integrală a comenzii.',
    notice: 'Vă rugăm să cazați turiștii conform serviciilor de mai sus.',
  },
};

const ru: OrderDocumentText = {
  titles: {
    invoice: (n) => `СЧЁТ НА ОПЛАТУ № ${n}`,
    memo: 'ПАМЯТКА ТУРИСТУ',
    insurance: (n) => `ПОЛИС МЕДИЦИНСКОГО СТРАХОВАНИЯ № ${n}`,
    ticket: 'ЭЛЕКТРОННЫЙ БИЛЕТ (МАРШРУТНАЯ КВИТАНЦИЯ)',
    contract: (n) => `ДОГОВОР О ТУРИСТИЧЕСКОМ ОБСЛУЖИВАНИИ № ${n}`,
    voucher: 'ВАУЧЕР НА РАЗМЕЩЕНИЕ',
  },
  order: 'Заказ',
  ordered: 'от',
  printed: 'Напечатано',
  hotel: 'Отель',
  address: 'Адрес',
  tourists: 'Туристы',
  birthDate: 'Дата рождения',
  passport: (n, e) => `Паспорт ${n}, действителен до ${e}`,
  citizenship: 'Гражданство',
  document: 'Документ',
  transfer: 'Трансфер',
  noTransfer: 'Без трансфера',
  kinds: { adult: 'взрослый', child: 'ребёнок', infant: 'младенец' },
  agency: 'Агентство',
  operator: 'Туроператор',
  phone: 'Телефон',
  email: 'E-mail',
  fiscalCode: 'Фискальный код',
  signature: 'Подпись',
  invoice: {
    supplier: 'Поставщик',
    payer: 'Плательщик',
    item: 'Наименование',
    amount: 'Сумма',
    package: (hotel, dates, n) => `Турпакет: ${hotel}, ${dates}, туристов: ${n}`,
    total: 'Итого по заказу',
    commission: 'Комиссия агентства',
    net: 'Сумма нетто к оплате',
    paid: 'Оплачено',
    due: 'К доплате',
    refund: 'К возврату',
    dueDate: 'Оплатить до',
    bank: 'Банковские реквизиты',
    bankName: 'Банк',
    purpose: (n) => `Назначение платежа: оплата заказа ${n}`,
  },
  memo: {
    flights: 'Перелёт',
    checkIn: (open, close) => `Регистрация: с ${open} до ${close}`,
    baggage: (kg, hand, size) => `Багаж: ${kg} кг, ручная кладь ${hand} кг (${size})`,
    stay: 'Проживание',
    emergency: 'Экстренные телефоны',
    reservation: 'Отдел бронирования',
    ticketOffice: 'Авиакасса',
    assistance: 'Медицинская помощь (страховщик)',
    emergencyEU: 'Единый номер экстренных служб',
    advice: [
      'Приезжайте в аэропорт не позднее чем за 2 часа до вылета, с паспортом и этой памяткой.',
      'Паспорт должен быть действителен не менее 6 месяцев после возвращения.',
      'В отеле предъявите ваучер; заселение с 14:00, выезд до 12:00.',
    ],
  },
  insurance: {
    insurer: 'Страховщик',
    insured: 'Застрахованный',
    period: 'Период страхования',
    territory: 'Территория',
    coverage: 'Страховая сумма',
    deductible: 'Франшиза',
    none: 'нет',
    assistance: 'Ассистанс 24/7',
    conditions:
      'Полис покрывает неотложную медицинскую помощь, госпитализацию и репатриацию при болезни или несчастном случае во время поездки. При страховом случае сначала позвоните в ассистанс.',
  },
  ticket: {
    passenger: 'Пассажир',
    bookingRef: 'Код бронирования',
    ticketNumber: 'Номер билета',
    flight: 'Рейс',
    from: 'Откуда',
    to: 'Куда',
    departure: 'Вылет',
    arrival: 'Прилёт',
    baggage: 'Багаж',
    hand: 'Ручная кладь',
    cabin: 'Класс',
    economy: 'Эконом',
    fare: 'Тариф',
    fares: { charter: 'чартер', regular: 'регулярный, невозвратный' },
    notice: 'Имя пассажира указано как в паспорте. Посадка заканчивается за 20 минут до вылета.',
  },
  contract: {
    intro: (agency, tourist) =>
      `${agency}, действующее от имени Туроператора, именуемое в дальнейшем «Агентство», и ${tourist}, именуемый в дальнейшем «Турист», заключили настоящий договор:`,
    clauses: [
      {
        heading: '1. Предмет договора',
        body: 'Агентство обязуется обеспечить Туристу и его спутникам перечисленные ниже туристические услуги, а Турист обязуется их оплатить.',
      },
      {
        heading: '2. Обязанности сторон',
        body: 'Агентство информирует Туриста об условиях поездки и передаёт документы для поездки. Турист предоставляет верные данные, действующие документы и соблюдает правила страны пребывания.',
      },
      {
        heading: '3. Ответственность',
        body: 'Стороны несут ответственность в соответствии с действующим законодательством. Форс-мажор освобождает от ответственности.',
      },
    ],
    services: 'Услуги',
    price: 'Стоимость',
    priceNote: 'Общая стоимость для всех туристов',
    cancellation: 'Условия аннуляции',
    cancellationTerms: [
      'Более чем за 30 дней до вылета: без штрафа, удерживаются только фактические расходы.',
      'От 30 до 15 дней: штраф 50% стоимости.',
      'Менее чем за 15 дней или неявка: штраф 100% стоимости.',
    ],
    nonRefundable: 'Билеты на регулярные рейсы невозвратные с момента выписки.',
    parties: 'Стороны',
    customer: 'Турист',
  },
  voucher: {
    guests: 'Гости',
    validOnly: 'Действителен только при полной оплате заказа.',
    notice: 'Просим разместить туристов согласно указанным услугам.',
  },
};

const ua: OrderDocumentText = {
  titles: {
    invoice: (n) => `РАХУНОК НА ОПЛАТУ № ${n}`,
    memo: 'ПАМ’ЯТКА ТУРИСТУ',
    insurance: (n) => `ПОЛІС МЕДИЧНОГО СТРАХУВАННЯ № ${n}`,
    ticket: 'ЕЛЕКТРОННИЙ КВИТОК (МАРШРУТНА КВИТАНЦІЯ)',
    contract: (n) => `ДОГОВІР ПРО ТУРИСТИЧНЕ ОБСЛУГОВУВАННЯ № ${n}`,
    voucher: 'ВАУЧЕР НА РОЗМІЩЕННЯ',
  },
  order: 'Замовлення',
  ordered: 'від',
  printed: 'Надруковано',
  hotel: 'Готель',
  address: 'Адреса',
  tourists: 'Туристи',
  birthDate: 'Дата народження',
  passport: (n, e) => `Паспорт ${n}, дійсний до ${e}`,
  citizenship: 'Громадянство',
  document: 'Документ',
  transfer: 'Трансфер',
  noTransfer: 'Без трансферу',
  kinds: { adult: 'дорослий', child: 'дитина', infant: 'немовля' },
  agency: 'Агентство',
  operator: 'Туроператор',
  phone: 'Телефон',
  email: 'E-mail',
  fiscalCode: 'Фіскальний код',
  signature: 'Підпис',
  invoice: {
    supplier: 'Постачальник',
    payer: 'Платник',
    item: 'Найменування',
    amount: 'Сума',
    package: (hotel, dates, n) => `Турпакет: ${hotel}, ${dates}, туристів: ${n}`,
    total: 'Разом за замовленням',
    commission: 'Комісія агентства',
    net: 'Сума нетто до сплати',
    paid: 'Сплачено',
    due: 'До доплати',
    refund: 'До повернення',
    dueDate: 'Сплатити до',
    bank: 'Банківські реквізити',
    bankName: 'Банк',
    purpose: (n) => `Призначення платежу: оплата замовлення ${n}`,
  },
  memo: {
    flights: 'Переліт',
    checkIn: (open, close) => `Реєстрація: з ${open} до ${close}`,
    baggage: (kg, hand, size) => `Багаж: ${kg} кг, ручна поклажа ${hand} кг (${size})`,
    stay: 'Проживання',
    emergency: 'Екстрені телефони',
    reservation: 'Відділ бронювання',
    ticketOffice: 'Авіакаса',
    assistance: 'Медична допомога (страховик)',
    emergencyEU: 'Єдиний номер екстрених служб',
    advice: [
      'Приїжджайте до аеропорту не пізніше ніж за 2 години до вильоту, з паспортом і цією пам’яткою.',
      'Паспорт має бути дійсним щонайменше 6 місяців після повернення.',
      'У готелі пред’явіть ваучер; заселення з 14:00, виїзд до 12:00.',
    ],
  },
  insurance: {
    insurer: 'Страховик',
    insured: 'Застрахований',
    period: 'Період страхування',
    territory: 'Територія',
    coverage: 'Страхова сума',
    deductible: 'Франшиза',
    none: 'немає',
    assistance: 'Асистанс 24/7',
    conditions:
      'Поліс покриває невідкладну медичну допомогу, госпіталізацію та репатріацію у разі хвороби чи нещасного випадку під час подорожі. У разі страхового випадку спершу зателефонуйте в асистанс.',
  },
  ticket: {
    passenger: 'Пасажир',
    bookingRef: 'Код бронювання',
    ticketNumber: 'Номер квитка',
    flight: 'Рейс',
    from: 'Звідки',
    to: 'Куди',
    departure: 'Виліт',
    arrival: 'Приліт',
    baggage: 'Багаж',
    hand: 'Ручна поклажа',
    cabin: 'Клас',
    economy: 'Економ',
    fare: 'Тариф',
    fares: { charter: 'чартер', regular: 'регулярний, неповоротний' },
    notice: 'Ім’я пасажира вказано як у паспорті. Посадка закінчується за 20 хвилин до вильоту.',
  },
  contract: {
    intro: (agency, tourist) =>
      `${agency}, що діє від імені Туроператора, надалі «Агентство», та ${tourist}, надалі «Турист», уклали цей договір:`,
    clauses: [
      {
        heading: '1. Предмет договору',
        body: 'Агентство зобов’язується забезпечити Туристу та його супутникам перелічені нижче туристичні послуги, а Турист зобов’язується їх оплатити.',
      },
      {
        heading: '2. Обов’язки сторін',
        body: 'Агентство інформує Туриста про умови подорожі та передає документи для подорожі. Турист надає правильні дані, чинні документи та дотримується правил країни перебування.',
      },
      {
        heading: '3. Відповідальність',
        body: 'Сторони відповідають згідно з чинним законодавством. Форс-мажор звільняє від відповідальності.',
      },
    ],
    services: 'Послуги',
    price: 'Вартість',
    priceNote: 'Загальна вартість для всіх туристів',
    cancellation: 'Умови анулювання',
    cancellationTerms: [
      'Більш ніж за 30 днів до вильоту: без штрафу, утримуються лише фактичні витрати.',
      'Від 30 до 15 днів: штраф 50% вартості.',
      'Менш ніж за 15 днів або неявка: штраф 100% вартості.',
    ],
    nonRefundable: 'Квитки на регулярні рейси неповоротні з моменту виписки.',
    parties: 'Сторони',
    customer: 'Турист',
  },
  voucher: {
    guests: 'Гості',
    validOnly: 'Дійсний лише за умови повної оплати замовлення.',
    notice: 'Просимо розмістити туристів згідно з вказаними послугами.',
  },
};

const en: OrderDocumentText = {
  titles: {
    invoice: (n) => `INVOICE No. ${n}`,
    memo: 'TRAVEL MEMO',
    insurance: (n) => `MEDICAL INSURANCE POLICY No. ${n}`,
    ticket: 'ELECTRONIC TICKET (ITINERARY RECEIPT)',
    contract: (n) => `TOURIST SERVICES CONTRACT No. ${n}`,
    voucher: 'HOTEL VOUCHER',
  },
  order: 'Order',
  ordered: 'of',
  printed: 'Printed',
  hotel: 'Hotel',
  address: 'Address',
  tourists: 'Tourists',
  birthDate: 'Date of birth',
  passport: (n, e) => `Passport ${n}, valid until ${e}`,
  citizenship: 'Citizenship',
  document: 'Identity document',
  transfer: 'Transfer',
  noTransfer: 'No transfer',
  kinds: { adult: 'adult', child: 'child', infant: 'infant' },
  agency: 'Agency',
  operator: 'Tour operator',
  phone: 'Phone',
  email: 'Email',
  fiscalCode: 'Fiscal code',
  signature: 'Signature',
  invoice: {
    supplier: 'Supplier',
    payer: 'Payer',
    item: 'Description',
    amount: 'Amount',
    package: (hotel, dates, n) => `Tour package: ${hotel}, ${dates}, ${n} tourists`,
    total: 'Order total',
    commission: 'Agency commission',
    net: 'Net amount to pay',
    paid: 'Paid',
    due: 'Balance due',
    refund: 'To be refunded',
    dueDate: 'Due date',
    bank: 'Bank details',
    bankName: 'Bank',
    purpose: (n) => `Payment reference: payment for order ${n}`,
  },
  memo: {
    flights: 'Flights',
    checkIn: (open, close) => `Check-in: from ${open} to ${close}`,
    baggage: (kg, hand, size) => `Baggage: ${kg} kg checked, ${hand} kg hand luggage (${size})`,
    stay: 'Accommodation',
    emergency: 'Emergency phones',
    reservation: 'Reservation department',
    ticketOffice: 'Ticket office',
    assistance: 'Medical assistance (insurer)',
    emergencyEU: 'Emergency number',
    advice: [
      'Be at the airport at least 2 hours before departure, with your passport and this memo.',
      'Your passport must be valid for at least 6 months after your return.',
      'Show the voucher at the hotel; check-in from 14:00, check-out by 12:00.',
    ],
  },
  insurance: {
    insurer: 'Insurer',
    insured: 'Insured person',
    period: 'Period of cover',
    territory: 'Territory',
    coverage: 'Sum insured',
    deductible: 'Deductible',
    none: 'none',
    assistance: 'Assistance 24/7',
    conditions:
      'The policy covers emergency medical care, hospitalisation and repatriation after an illness or accident during the trip. In case of a claim, call the assistance line first.',
  },
  ticket: {
    passenger: 'Passenger',
    bookingRef: 'Booking reference',
    ticketNumber: 'Ticket number',
    flight: 'Flight',
    from: 'From',
    to: 'To',
    departure: 'Departure',
    arrival: 'Arrival',
    baggage: 'Checked baggage',
    hand: 'Hand luggage',
    cabin: 'Class',
    economy: 'Economy',
    fare: 'Fare',
    fares: { charter: 'charter', regular: 'regular, non-refundable' },
    notice: 'The passenger name is as in the passport. Boarding closes 20 minutes before departure.',
  },
  contract: {
    intro: (agency, tourist) =>
      `${agency}, acting on behalf of the Tour Operator, hereinafter the "Agency", and ${tourist}, hereinafter the "Tourist", have concluded this contract:`,
    clauses: [
      {
        heading: '1. Subject',
        body: 'The Agency shall provide the Tourist and the travel companions with the tourist services below, and the Tourist shall pay for them.',
      },
      {
        heading: '2. Duties of the parties',
        body: 'The Agency informs the Tourist of the trip conditions and hands over the travel documents. The Tourist gives correct data, holds valid documents and follows the rules of the destination.',
      },
      {
        heading: '3. Liability',
        body: 'Each party is liable under the applicable law. Force majeure releases from liability.',
      },
    ],
    services: 'Services',
    price: 'Price',
    priceNote: 'Total price for all tourists',
    cancellation: 'Cancellation terms',
    cancellationTerms: [
      'More than 30 days before departure: no penalty, only the costs actually incurred are kept.',
      'Between 30 and 15 days: a penalty of 50% of the price.',
      'Less than 15 days or no-show: a penalty of 100% of the price.',
    ],
    nonRefundable: 'Regular-flight tickets are non-refundable once issued.',
    parties: 'Parties',
    customer: 'Tourist',
  },
  voucher: {
    guests: 'Guests',
    validOnly: 'Valid only with full payment of the order.',
    notice: 'Please accommodate the tourists according to the services above.',
  },
};

export const ORDER_DOCUMENT_TEXT: Record<PdfLocale, OrderDocumentText> = { ro, ru, ua, en };
