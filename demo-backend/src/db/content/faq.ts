import type { L4 } from './news';

// The FAQ (GET v1/faq): topics and their questions in the four languages. Each entry's slug is
// made once from its English question (lib/shared/slug.ts), so a link survives a language switch.

export interface SeedFaqTopic {
  slug: string;
  names: L4<string>;
}

export const FAQ_TOPICS: SeedFaqTopic[] = [
  { slug: 'booking', names: { ru: 'Бронирование', ro: 'Rezervare', en: 'Booking', ua: 'Бронювання' } },
  { slug: 'payment', names: { ru: 'Оплата', ro: 'Plată', en: 'Payment', ua: 'Оплата' } },
  {
    slug: 'cancellation',
    names: {
      ru: 'Аннуляция и изменения',
      ro: 'Anulare și modificări',
      en: 'Cancellation and changes',
      ua: 'Анулювання та зміни',
    },
  },
  {
    slug: 'flights',
    names: { ru: 'Перелёты и багаж', ro: 'Zboruri și bagaje', en: 'Flights and baggage', ua: 'Перельоти та багаж' },
  },
  {
    slug: 'visas',
    names: { ru: 'Визы и документы', ro: 'Vize și documente', en: 'Visas and documents', ua: 'Візи та документи' },
  },
  {
    slug: 'portal',
    names: { ru: 'Работа в портале', ro: 'Lucrul în portal', en: 'Using the portal', ua: 'Робота в порталі' },
  },
];

export interface SeedFaqEntry {
  topic: string;
  countries?: string[];
  flightType?: 'charter' | 'regular';
  /** [question, answer HTML] per language. */
  texts: L4<[string, string]>;
}

const e = (
  topic: string,
  texts: L4<[string, string]>,
  extra: Omit<SeedFaqEntry, 'topic' | 'texts'> = {},
): SeedFaqEntry => ({ topic, texts, ...extra });

export const FAQ: SeedFaqEntry[] = [
  // Booking
  e('booking', {
    ru: [
      'Как быстро подтверждается заказ?',
      '<p>Обычно в течение 24 часов, в выходные — до 48 часов. Статус меняется в журнале заказов, и приходит уведомление.</p>',
    ],
    ro: [
      'Cât de repede se confirmă comanda?',
      '<p>De obicei în 24 de ore, în weekend — până la 48 de ore. Statutul se schimbă în jurnalul comenzilor și primiți o notificare.</p>',
    ],
    en: [
      'How fast is an order confirmed?',
      '<p>Usually within 24 hours, up to 48 at weekends. The status changes in the order journal and you get a notification.</p>',
    ],
    ua: [
      'Як швидко підтверджується замовлення?',
      '<p>Зазвичай протягом 24 годин, у вихідні — до 48 годин. Статус змінюється в журналі замовлень, і надходить сповіщення.</p>',
    ],
  }),
  e('booking', {
    ru: [
      'Можно ли забронировать тур без паспортных данных?',
      '<p>Нет: фамилия, имя латиницей, дата рождения и данные паспорта нужны при бронировании, иначе билеты не выписываются.</p>',
    ],
    ro: [
      'Pot rezerva un tur fără datele pașaportului?',
      '<p>Nu: numele cu litere latine, data nașterii și datele pașaportului sunt necesare la rezervare, altfel biletele nu se emit.</p>',
    ],
    en: [
      'Can I book a tour without passport details?',
      '<p>No: the Latin-letter name, date of birth and passport details are needed when booking, or the tickets cannot be issued.</p>',
    ],
    ua: [
      'Чи можна забронювати тур без паспортних даних?',
      '<p>Ні: прізвище, ім’я латиницею, дата народження та дані паспорта потрібні під час бронювання, інакше квитки не виписуються.</p>',
    ],
  }),
  e('booking', {
    ru: [
      'Почему цена изменилась при бронировании?',
      '<p>Цена пересчитывается в момент бронирования: могли измениться тариф отеля или наличие мест на рейсе. Портал покажет новую цену, и вы решите, бронировать ли.</p>',
    ],
    ro: [
      'De ce s-a schimbat prețul la rezervare?',
      '<p>Prețul se recalculează la rezervare: se puteau schimba tariful hotelului sau locurile la zbor. Portalul arată prețul nou, iar dumneavoastră decideți dacă rezervați.</p>',
    ],
    en: [
      'Why did the price change when I booked?',
      '<p>The price is worked out again at booking: the hotel rate or the seats on the flight may have changed. The portal shows the new price and you decide whether to book.</p>',
    ],
    ua: [
      'Чому ціна змінилася під час бронювання?',
      '<p>Ціна перераховується в момент бронювання: могли змінитися тариф готелю або наявність місць на рейсі. Портал покаже нову ціну, і ви вирішите, чи бронювати.</p>',
    ],
  }),
  e('booking', {
    ru: [
      'Что значит «по запросу» в результатах поиска?',
      '<p>Мест на рейсе или в отеле нет в свободной продаже; заказ уходит на запрос, и подтверждение может занять до 48 часов.</p>',
    ],
    ro: [
      'Ce înseamnă „la cerere” în rezultatele căutării?',
      '<p>Nu sunt locuri libere la zbor sau la hotel; comanda se trimite la cerere, iar confirmarea poate dura până la 48 de ore.</p>',
    ],
    en: [
      'What does "on request" mean in the search results?',
      '<p>There are no free seats or rooms on sale; the order goes out as a request and confirmation may take up to 48 hours.</p>',
    ],
    ua: [
      'Що означає «на запит» у результатах пошуку?',
      '<p>Місць на рейсі чи в готелі немає у вільному продажу; замовлення йде на запит, і підтвердження може тривати до 48 годин.</p>',
    ],
  }),
  e('booking', {
    ru: [
      'Как считается возраст ребёнка?',
      '<p>На дату возвращения из поездки. Дети от 12 лет летят и размещаются как взрослые, младенцы до 2 лет — без места в самолёте.</p>',
    ],
    ro: [
      'Cum se calculează vârsta copilului?',
      '<p>La data întoarcerii din călătorie. Copiii de la 12 ani zboară și sunt cazați ca adulții, sugarii sub 2 ani — fără loc în avion.</p>',
    ],
    en: [
      "How is a child's age counted?",
      '<p>On the return date. Children from 12 fly and stay as adults; infants under 2 fly without a seat.</p>',
    ],
    ua: [
      'Як рахується вік дитини?',
      '<p>На дату повернення з поїздки. Діти від 12 років летять і розміщуються як дорослі, немовлята до 2 років — без місця в літаку.</p>',
    ],
  }),
  e('booking', {
    ru: [
      'Можно ли добавить страховку от невыезда?',
      '<p>Да, при бронировании в разделе услуг. Страховка от невыезда покрывает штраф при болезни туриста или отказе в визе.</p>',
    ],
    ro: [
      'Pot adăuga asigurarea storno?',
      '<p>Da, la rezervare, în secțiunea servicii. Asigurarea storno acoperă penalitatea la boala turistului sau refuzul vizei.</p>',
    ],
    en: [
      'Can I add trip cancellation insurance?',
      '<p>Yes, in the services when booking. It covers the penalty if the tourist falls ill or is refused a visa.</p>',
    ],
    ua: [
      'Чи можна додати страховку від невиїзду?',
      '<p>Так, під час бронювання в розділі послуг. Страховка від невиїзду покриває штраф у разі хвороби туриста або відмови у візі.</p>',
    ],
  }),
  e(
    'booking',
    {
      ru: [
        'Есть ли в Египте туры с перелётом регулярным рейсом?',
        '<p>Да, в Каир и Хургаду через Стамбул. Помните, что билеты регулярных рейсов невозвратные.</p>',
      ],
      ro: [
        'Există tururi în Egipt cu zbor regulat?',
        '<p>Da, spre Cairo și Hurghada prin Istanbul. Rețineți că biletele zborurilor regulate sunt nerambursabile.</p>',
      ],
      en: [
        'Are there Egypt tours with scheduled flights?',
        '<p>Yes, to Cairo and Hurghada via Istanbul. Remember that scheduled-flight tickets are non-refundable.</p>',
      ],
      ua: [
        'Чи є в Єгипті тури з перельотом регулярним рейсом?',
        '<p>Так, до Каїра та Хургади через Стамбул. Пам’ятайте, що квитки регулярних рейсів неповоротні.</p>',
      ],
    },
    { countries: ['EG'], flightType: 'regular' },
  ),
  // Payment
  e('payment', {
    ru: [
      'Когда нужно оплатить заказ?',
      '<p>Предоплата 30% — в течение 3 дней после подтверждения, остаток — не позднее чем за 21 день до вылета. Подробнее в правиле «Сроки оплаты».</p>',
    ],
    ro: [
      'Când trebuie achitată comanda?',
      '<p>Avansul de 30% — în 3 zile după confirmare, restul — cu cel puțin 21 de zile înainte de zbor. Detalii în regula „Termene de plată”.</p>',
    ],
    en: [
      'When must an order be paid?',
      '<p>A 30% deposit within 3 days of confirmation, the balance at the latest 21 days before departure. See the rule "Payment deadlines".</p>',
    ],
    ua: [
      'Коли потрібно оплатити замовлення?',
      '<p>Передоплата 30% — протягом 3 днів після підтвердження, решта — не пізніше ніж за 21 день до вильоту. Докладніше в правилі «Строки оплати».</p>',
    ],
  }),
  e('payment', {
    ru: [
      'По какому курсу пересчитывается оплата в леях?',
      '<p>По курсу туроператора на день поступления денег: курс НБМ плюс 1%.</p>',
    ],
    ro: [
      'La ce curs se recalculează plata în lei?',
      '<p>La cursul operatorului din ziua încasării: cursul BNM plus 1%.</p>',
    ],
    en: [
      'At what rate is a payment in lei converted?',
      "<p>At the operator's rate of the day the money arrives: the National Bank's rate plus 1%.</p>",
    ],
    ua: [
      'За яким курсом перераховується оплата в леях?',
      '<p>За курсом туроператора на день надходження коштів: курс НБМ плюс 1%.</p>',
    ],
  }),
  e('payment', {
    ru: [
      'Можно ли оплатить заказ картой?',
      '<p>Да, кнопкой «Оплатить картой» в карточке заказа. Платёж зачисляется сразу, комиссии нет.</p>',
    ],
    ro: [
      'Pot achita comanda cu cardul?',
      '<p>Da, cu butonul „Achită cu cardul” din fișa comenzii. Plata se înregistrează imediat, fără comision.</p>',
    ],
    en: [
      'Can I pay an order by card?',
      '<p>Yes, with the Pay by card button on the order. The payment is credited at once, with no fee.</p>',
    ],
    ua: [
      'Чи можна оплатити замовлення карткою?',
      '<p>Так, кнопкою «Оплатити карткою» в картці замовлення. Платіж зараховується одразу, без комісії.</p>',
    ],
  }),
  e('payment', {
    ru: [
      'Почему платёж не отображается в заказе?',
      '<p>Банковский перевод без номера заказа в назначении зачисляется до 3 рабочих дней. Пришлите платёжное поручение в бухгалтерию — ускорим.</p>',
    ],
    ro: [
      'De ce plata nu apare în comandă?',
      '<p>Un transfer fără numărul comenzii în destinație se înregistrează în până la 3 zile lucrătoare. Trimiteți ordinul de plată la contabilitate — grăbim procesul.</p>',
    ],
    en: [
      "Why doesn't my payment show on the order?",
      '<p>A bank transfer without the order number in its reference takes up to 3 working days to match. Send the payment order to accounting and we will speed it up.</p>',
    ],
    ua: [
      'Чому платіж не відображається в замовленні?',
      '<p>Банківський переказ без номера замовлення в призначенні зараховується до 3 робочих днів. Надішліть платіжне доручення до бухгалтерії — пришвидшимо.</p>',
    ],
  }),
  e('payment', {
    ru: [
      'Когда начисляется бонус агентству?',
      '<p>После полной оплаты заказа. Бонусы видны в журнале бонусов и учитываются в ежемесячном акте.</p>',
    ],
    ro: [
      'Când se acordă bonusul agenției?',
      '<p>După plata integrală a comenzii. Bonusurile apar în jurnalul bonusurilor și sunt incluse în actul lunar.</p>',
    ],
    en: [
      'When is the agency bonus credited?',
      '<p>After the order is paid in full. Bonuses show in the bonus journal and are included in the monthly statement.</p>',
    ],
    ua: [
      'Коли нараховується бонус агентству?',
      '<p>Після повної оплати замовлення. Бонуси видно в журналі бонусів, і вони враховуються в щомісячному акті.</p>',
    ],
  }),
  e('payment', {
    ru: [
      'Что будет, если не оплатить вовремя?',
      '<p>Туроператор может аннулировать заказ со штрафом по правилам аннуляции. Если оплата задерживается, напишите менеджеру до истечения срока.</p>',
    ],
    ro: [
      'Ce se întâmplă dacă nu plătesc la timp?',
      '<p>Operatorul poate anula comanda cu penalitățile din regulile de anulare. Dacă plata întârzie, scrieți managerului înainte de termen.</p>',
    ],
    en: [
      "What happens if I don't pay on time?",
      '<p>The operator may cancel the order with the penalties of the cancellation rules. If a payment is late, write to your manager before the deadline.</p>',
    ],
    ua: [
      'Що буде, якщо не оплатити вчасно?',
      '<p>Туроператор може анулювати замовлення зі штрафом за правилами анулювання. Якщо оплата затримується, напишіть менеджеру до закінчення строку.</p>',
    ],
  }),
  e('payment', {
    ru: [
      'Кто выставляет счёт-фактуру?',
      '<p>Счёт формируется автоматически после подтверждения: кнопка «Счёт» в документах заказа.</p>',
    ],
    ro: [
      'Cine emite factura?',
      '<p>Factura se generează automat după confirmare: butonul „Factură” din documentele comenzii.</p>',
    ],
    en: [
      'Who issues the invoice?',
      "<p>It is made automatically once the order is confirmed: the Invoice button in the order's documents.</p>",
    ],
    ua: [
      'Хто виставляє рахунок-фактуру?',
      '<p>Рахунок формується автоматично після підтвердження: кнопка «Рахунок» у документах замовлення.</p>',
    ],
  }),
  // Cancellation
  e('cancellation', {
    ru: [
      'Какой штраф при аннуляции тура?',
      '<p>За 30 дней и более до заезда — без штрафа; 15–29 дней — 30%; 7–14 дней — 50%; менее 7 дней — 100% стоимости.</p>',
    ],
    ro: [
      'Ce penalitate are anularea turului?',
      '<p>Cu 30 de zile sau mai mult înainte — fără penalitate; 15–29 zile — 30%; 7–14 zile — 50%; sub 7 zile — 100% din preț.</p>',
    ],
    en: [
      'What is the penalty for cancelling a tour?',
      '<p>30 days or more before check-in: none; 15 to 29 days: 30%; 7 to 14 days: 50%; under 7 days: 100% of the price.</p>',
    ],
    ua: [
      'Який штраф у разі анулювання туру?',
      '<p>За 30 днів і більше до заїзду — без штрафу; 15–29 днів — 30%; 7–14 днів — 50%; менше 7 днів — 100% вартості.</p>',
    ],
  }),
  e('cancellation', {
    ru: [
      'Как аннулировать заказ?',
      '<p>Только через портал: кнопка «Аннулировать» в карточке заказа. Заявка после 18:00 считается поданной на следующий день.</p>',
    ],
    ro: [
      'Cum anulez o comandă?',
      '<p>Doar prin portal: butonul „Anulează” din fișa comenzii. O cerere după ora 18:00 se consideră depusă a doua zi.</p>',
    ],
    en: [
      'How do I cancel an order?',
      '<p>Only in the portal: the Cancel button on the order. A request after 18:00 counts from the next day.</p>',
    ],
    ua: [
      'Як анулювати замовлення?',
      '<p>Лише через портал: кнопка «Анулювати» в картці замовлення. Заявка після 18:00 вважається поданою наступного дня.</p>',
    ],
  }),
  e(
    'cancellation',
    {
      ru: [
        'Возвращаются ли билеты регулярных рейсов?',
        '<p>Нет. После выписки их стоимость удерживается полностью при любой аннуляции, а даты и данные туристов изменить нельзя.</p>',
      ],
      ro: [
        'Se rambursează biletele zborurilor regulate?',
        '<p>Nu. După emitere costul lor se reține integral la orice anulare, iar datele și turiștii nu se mai pot schimba.</p>',
      ],
      en: [
        'Are scheduled-flight tickets refundable?',
        '<p>No. Once issued, their price is withheld in full on any cancellation, and the dates and tourists can no longer change.</p>',
      ],
      ua: [
        'Чи повертаються квитки регулярних рейсів?',
        '<p>Ні. Після виписки їхня вартість утримується повністю в разі будь-якого анулювання, а дати й дані туристів змінити не можна.</p>',
      ],
    },
    { flightType: 'regular' },
  ),
  e(
    'cancellation',
    {
      ru: [
        'Чартер перенесли на 10 часов. Можно отказаться без штрафа?',
        '<p>Да: при переносе больше чем на 8 часов или на другую дату турист может отказаться без штрафа в течение 48 часов после уведомления.</p>',
      ],
      ro: [
        'Charterul a fost amânat cu 10 ore. Pot renunța fără penalitate?',
        '<p>Da: la o amânare de peste 8 ore sau pe altă dată, turistul poate renunța fără penalitate în 48 de ore de la anunț.</p>',
      ],
      en: [
        'The charter moved by 10 hours. Can the tourist cancel without a penalty?',
        '<p>Yes: when a flight moves by more than 8 hours or to another day, the tourist may cancel without a penalty within 48 hours of the notice.</p>',
      ],
      ua: [
        'Чартер перенесли на 10 годин. Чи можна відмовитися без штрафу?',
        '<p>Так: у разі перенесення більш ніж на 8 годин або на іншу дату турист може відмовитися без штрафу протягом 48 годин після повідомлення.</p>',
      ],
    },
    { flightType: 'charter' },
  ),
  e('cancellation', {
    ru: [
      'Можно ли заменить туриста в заказе?',
      '<p>На чартерном рейсе — да, за 25 EUR до выписки билетов. На регулярном рейсе замена невозможна: только аннуляция и новое бронирование.</p>',
    ],
    ro: [
      'Pot înlocui un turist în comandă?',
      '<p>Pe zborul charter — da, cu 25 EUR, înainte de emiterea biletelor. Pe zborul regulat nu: doar anulare și rezervare nouă.</p>',
    ],
    en: [
      'Can I replace a tourist in an order?',
      '<p>On a charter flight, yes, for 25 EUR before the tickets are issued. On a scheduled flight, no: only a cancellation and a new booking.</p>',
    ],
    ua: [
      'Чи можна замінити туриста в замовленні?',
      '<p>На чартерному рейсі — так, за 25 EUR до виписки квитків. На регулярному рейсі заміна неможлива: лише анулювання та нове бронювання.</p>',
    ],
  }),
  e(
    'cancellation',
    {
      ru: [
        'Возвращается ли стоимость визы ОАЭ при аннуляции?',
        '<p>Нет, консульский сбор 95 EUR не возвращается, даже если виза ещё не выдана.</p>',
      ],
      ro: [
        'Se rambursează viza EAU la anulare?',
        '<p>Nu, taxa consulară de 95 EUR nu se rambursează, chiar dacă viza nu a fost încă eliberată.</p>',
      ],
      en: [
        'Is the UAE visa refunded if the tour is cancelled?',
        '<p>No, the 95 EUR consular fee is not refunded, even if the visa has not been issued yet.</p>',
      ],
      ua: [
        'Чи повертається вартість візи ОАЕ в разі анулювання?',
        '<p>Ні, консульський збір 95 EUR не повертається, навіть якщо віза ще не видана.</p>',
      ],
    },
    { countries: ['AE'] },
  ),
  // Flights
  e(
    'flights',
    {
      ru: [
        'Какой багаж на чартерных рейсах?',
        '<p>20 кг багажа и 6 кг ручной клади (55×40×20 см) на взрослого и ребёнка от 2 лет; младенцу — 10 кг багажа.</p>',
      ],
      ro: [
        'Ce bagaj este permis la zborurile charter?',
        '<p>20 kg bagaj de cală și 6 kg bagaj de mână (55×40×20 cm) pentru adult și copil de la 2 ani; sugarului — 10 kg.</p>',
      ],
      en: [
        'What baggage is allowed on charter flights?',
        '<p>20 kg checked and 6 kg hand luggage (55×40×20 cm) for an adult or a child from 2; an infant has 10 kg checked.</p>',
      ],
      ua: [
        'Який багаж на чартерних рейсах?',
        '<p>20 кг багажу та 6 кг ручної поклажі (55×40×20 см) на дорослого й дитину від 2 років; немовляті — 10 кг багажу.</p>',
      ],
    },
    { flightType: 'charter' },
  ),
  e(
    'flights',
    {
      ru: [
        'Когда известно точное время чартерного вылета?',
        '<p>За 24 часа до вылета: окончательное время появляется в журнале заказов, и приходит уведомление.</p>',
      ],
      ro: [
        'Când se știe ora exactă a zborului charter?',
        '<p>Cu 24 de ore înainte: ora finală apare în jurnalul comenzilor și primiți o notificare.</p>',
      ],
      en: [
        'When is the exact charter departure time known?',
        '<p>24 hours before departure: the final time appears in the order journal and you get a notification.</p>',
      ],
      ua: [
        'Коли відомий точний час чартерного вильоту?',
        '<p>За 24 години до вильоту: остаточний час з’являється в журналі замовлень, і надходить сповіщення.</p>',
      ],
    },
    { flightType: 'charter' },
  ),
  e(
    'flights',
    {
      ru: [
        'Когда закрывается регистрация на рейс?',
        '<p>На чартерные рейсы в Кишинёве — за 40 минут до вылета. Советуйте туристам приезжать за 2–3 часа.</p>',
      ],
      ro: [
        'Când se închide înregistrarea la zbor?',
        '<p>La zborurile charter din Chișinău — cu 40 de minute înainte. Recomandați turiștilor să vină cu 2–3 ore înainte.</p>',
      ],
      en: [
        'When does check-in close?',
        '<p>For charters from Chișinău, 40 minutes before departure. Advise tourists to arrive 2 to 3 hours early.</p>',
      ],
      ua: [
        'Коли закривається реєстрація на рейс?',
        '<p>На чартерні рейси в Кишиневі — за 40 хвилин до вильоту. Радьте туристам прибувати за 2–3 години.</p>',
      ],
    },
    { flightType: 'charter' },
  ),
  e(
    'flights',
    {
      ru: [
        'Когда выписываются билеты на регулярный рейс?',
        '<p>В течение 24 часов после подтверждения заказа; маршрутная квитанция — в документах заказа.</p>',
      ],
      ro: [
        'Când se emit biletele pentru zborul regulat?',
        '<p>În 24 de ore după confirmarea comenzii; itinerariul este în documentele comenzii.</p>',
      ],
      en: [
        'When are scheduled-flight tickets issued?',
        "<p>Within 24 hours of the order's confirmation; the itinerary is in the order's documents.</p>",
      ],
      ua: [
        'Коли виписуються квитки на регулярний рейс?',
        '<p>Протягом 24 годин після підтвердження замовлення; маршрутна квитанція — в документах замовлення.</p>',
      ],
    },
    { flightType: 'regular' },
  ),
  e('flights', {
    ru: [
      'Можно ли выбрать место в самолёте?',
      '<p>На чартерных рейсах места назначаются при регистрации. На регулярных — на сайте авиакомпании при онлайн-регистрации, иногда за плату.</p>',
    ],
    ro: [
      'Pot alege locul în avion?',
      '<p>La zborurile charter locurile se atribuie la înregistrare. La cele regulate — pe site-ul companiei, la înregistrarea online, uneori contra cost.</p>',
    ],
    en: [
      'Can a seat on the plane be chosen?',
      "<p>On charters, seats are given at check-in. On scheduled flights, on the airline's site at online check-in, sometimes for a fee.</p>",
    ],
    ua: [
      'Чи можна обрати місце в літаку?',
      '<p>На чартерних рейсах місця призначаються під час реєстрації. На регулярних — на сайті авіакомпанії під час онлайн-реєстрації, інколи за плату.</p>',
    ],
  }),
  e(
    'flights',
    {
      ru: [
        'Можно ли провезти спортивное снаряжение?',
        '<p>Да, по предварительному запросу: гольф, дайвинг, велосипед — 30–50 EUR в одну сторону на чартерных рейсах.</p>',
      ],
      ro: [
        'Pot transporta echipament sportiv?',
        '<p>Da, la cerere prealabilă: golf, scufundări, bicicletă — 30–50 EUR pe sens la zborurile charter.</p>',
      ],
      en: [
        'Can sports equipment be carried?',
        '<p>Yes, on request in advance: golf, diving, a bicycle, 30 to 50 EUR each way on charter flights.</p>',
      ],
      ua: [
        'Чи можна провезти спортивне спорядження?',
        '<p>Так, за попереднім запитом: гольф, дайвінг, велосипед — 30–50 EUR в один бік на чартерних рейсах.</p>',
      ],
    },
    { flightType: 'charter' },
  ),
  e('flights', {
    ru: [
      'Что делать, если багаж потерян?',
      '<p>Сразу в аэропорту прибытия оформить акт (PIR) у стойки розыска багажа и сообщить гиду. Без акта компенсация невозможна.</p>',
    ],
    ro: [
      'Ce fac dacă bagajul s-a pierdut?',
      '<p>Imediat, în aeroportul de sosire, întocmiți un act (PIR) la ghișeul de bagaje pierdute și anunțați ghidul. Fără act nu există compensație.</p>',
    ],
    en: [
      'What if the baggage is lost?',
      '<p>File a report (PIR) at the lost-baggage desk of the arrival airport straight away and tell the guide. Without it no compensation is possible.</p>',
    ],
    ua: [
      'Що робити, якщо багаж загублено?',
      '<p>Одразу в аеропорту прибуття оформити акт (PIR) біля стійки розшуку багажу та повідомити гіда. Без акта компенсація неможлива.</p>',
    ],
  }),
  // Visas
  e(
    'visas',
    {
      ru: [
        'Нужна ли виза в Турцию?',
        '<p>Гражданам Молдовы и Украины — нет, до 90 дней. Паспорт должен действовать 150 дней с даты въезда.</p>',
      ],
      ro: [
        'Este nevoie de viză pentru Turcia?',
        '<p>Pentru cetățenii Moldovei și Ucrainei — nu, până la 90 de zile. Pașaportul trebuie să fie valabil 150 de zile de la intrare.</p>',
      ],
      en: [
        'Is a visa needed for Turkey?',
        '<p>Not for citizens of Moldova and Ukraine, for up to 90 days. The passport must be valid for 150 days from entry.</p>',
      ],
      ua: [
        'Чи потрібна віза до Туреччини?',
        '<p>Громадянам Молдови та України — ні, до 90 днів. Паспорт має бути дійсним 150 днів з дати в’їзду.</p>',
      ],
    },
    { countries: ['TR'] },
  ),
  e(
    'visas',
    {
      ru: [
        'Сколько стоит виза в Египет?',
        '<p>30 USD наличными в аэропорту. В Шарм-эль-Шейхе без выезда за пределы Синая — бесплатный штамп до 15 дней.</p>',
      ],
      ro: [
        'Cât costă viza pentru Egipt?',
        '<p>30 USD în numerar, în aeroport. La Sharm el-Sheikh, fără ieșire din Sinai, ștampila este gratuită, până la 15 zile.</p>',
      ],
      en: [
        'How much is the visa for Egypt?',
        '<p>30 USD in cash at the airport. In Sharm el-Sheikh without leaving Sinai, a free stamp for up to 15 days.</p>',
      ],
      ua: [
        'Скільки коштує віза до Єгипту?',
        '<p>30 USD готівкою в аеропорту. У Шарм-ель-Шейху без виїзду за межі Синаю — безкоштовний штамп до 15 днів.</p>',
      ],
    },
    { countries: ['EG'] },
  ),
  e(
    'visas',
    {
      ru: [
        'Как оформить визу в ОАЭ?',
        '<p>Через туроператора: загрузите скан паспорта и фото в заказ не позднее чем за 7 рабочих дней до вылета. Стоимость — 95 EUR.</p>',
      ],
      ro: [
        'Cum obțin viza pentru EAU?',
        '<p>Prin operator: încărcați copia pașaportului și fotografia în comandă cu cel puțin 7 zile lucrătoare înainte de zbor. Costul — 95 EUR.</p>',
      ],
      en: [
        'How do I get a UAE visa?',
        '<p>Through the operator: upload the passport scan and the photo to the order at least 7 working days before departure. It costs 95 EUR.</p>',
      ],
      ua: [
        'Як оформити візу до ОАЕ?',
        '<p>Через туроператора: завантажте скан паспорта та фото в замовлення не пізніше ніж за 7 робочих днів до вильоту. Вартість — 95 EUR.</p>',
      ],
    },
    { countries: ['AE'] },
  ),
  e(
    'visas',
    {
      ru: [
        'Нужна ли виза в Тунис?',
        '<p>Туристам по путёвке — нет, до 90 дней. Возьмите ваучер отеля и обратный билет; динары не ввозятся и не вывозятся.</p>',
      ],
      ro: [
        'Este nevoie de viză pentru Tunisia?',
        '<p>Turiștilor cu pachet — nu, până la 90 de zile. Luați voucherul hotelului și biletul de întoarcere; dinarii nu se introduc și nu se scot din țară.</p>',
      ],
      en: [
        'Is a visa needed for Tunisia?',
        '<p>Not for package tourists, for up to 90 days. Take the hotel voucher and the return ticket; dinars may not be brought in or out.</p>',
      ],
      ua: [
        'Чи потрібна віза до Тунісу?',
        '<p>Туристам за путівкою — ні, до 90 днів. Візьміть ваучер готелю та зворотний квиток; динари не ввозяться й не вивозяться.</p>',
      ],
    },
    { countries: ['TN'] },
  ),
  e(
    'visas',
    {
      ru: [
        'Какой паспорт нужен для Греции?',
        '<p>Биометрический, действующий не менее 3 месяцев после выезда из Шенгенской зоны. Безвизовый срок — 90 дней в течение 180.</p>',
      ],
      ro: [
        'Ce pașaport este necesar pentru Grecia?',
        '<p>Biometric, valabil cel puțin 3 luni după ieșirea din spațiul Schengen. Șederea fără viză — 90 de zile din 180.</p>',
      ],
      en: [
        'What passport is needed for Greece?',
        '<p>A biometric one valid for at least 3 months after leaving the Schengen area. The visa-free stay is 90 days in any 180.</p>',
      ],
      ua: [
        'Який паспорт потрібен для Греції?',
        '<p>Біометричний, дійсний щонайменше 3 місяці після виїзду з Шенгенської зони. Безвізовий строк — 90 днів протягом 180.</p>',
      ],
    },
    { countries: ['GR'] },
  ),
  e('visas', {
    ru: [
      'Какие документы нужны ребёнку?',
      '<p>Собственный паспорт и свидетельство о рождении; если ребёнок летит с одним из родителей — нотариальное согласие второго.</p>',
    ],
    ro: [
      'Ce acte îi trebuie copilului?',
      '<p>Pașaport propriu și certificatul de naștere; dacă zboară cu un singur părinte — acordul notarial al celuilalt.</p>',
    ],
    en: [
      'What documents does a child need?',
      "<p>Their own passport and the birth certificate; when flying with one parent, the other parent's notarised consent.</p>",
    ],
    ua: [
      'Які документи потрібні дитині?',
      '<p>Власний паспорт і свідоцтво про народження; якщо дитина летить з одним із батьків — нотаріальна згода другого.</p>',
    ],
  }),
  e('visas', {
    ru: [
      'Где взять ваучер и страховку туриста?',
      '<p>В документах заказа после полной оплаты: ваучер, страховой полис, маршрутная квитанция и памятка — одним файлом.</p>',
    ],
    ro: [
      'De unde iau voucherul și asigurarea turistului?',
      '<p>Din documentele comenzii, după plata integrală: voucher, poliță, itinerariu și memento — într-un singur fișier.</p>',
    ],
    en: [
      "Where are the tourist's voucher and insurance?",
      "<p>In the order's documents after full payment: the voucher, the policy, the itinerary and the memo, in one file.</p>",
    ],
    ua: [
      'Де взяти ваучер і страховку туриста?',
      '<p>У документах замовлення після повної оплати: ваучер, страховий поліс, маршрутна квитанція та пам’ятка — одним файлом.</p>',
    ],
  }),
  // Portal
  e('portal', {
    ru: [
      'Как добавить сотрудника агентства?',
      '<p>Директор или менеджер агентства добавляет сотрудника в разделе «Сотрудники агентства»; доступ приходит на его e-mail.</p>',
    ],
    ro: [
      'Cum adaug un angajat al agenției?',
      '<p>Directorul sau managerul agenției adaugă angajatul în secțiunea „Angajații agenției”; accesul vine pe e-mailul lui.</p>',
    ],
    en: [
      'How do I add a member of staff?',
      '<p>The agency director or manager adds them under Agency staff; the access details go to their e-mail.</p>',
    ],
    ua: [
      'Як додати співробітника агентства?',
      '<p>Директор або менеджер агентства додає співробітника в розділі «Співробітники агентства»; доступ надходить на його e-mail.</p>',
    ],
  }),
  e('portal', {
    ru: [
      'Как распечатать подборку туров для клиента?',
      '<p>Сохраните предложения в корзину и нажмите «Сохранить в PDF»: файл получит логотип и контакты вашего агентства.</p>',
    ],
    ro: [
      'Cum tipăresc o selecție de tururi pentru client?',
      '<p>Salvați ofertele în coș și apăsați „Salvează în PDF”: fișierul va avea logoul și contactele agenției.</p>',
    ],
    en: [
      'How do I print a selection of tours for a client?',
      "<p>Save the offers to the basket and press Save to PDF: the file carries your agency's logo and contacts.</p>",
    ],
    ua: [
      'Як роздрукувати добірку турів для клієнта?',
      '<p>Збережіть пропозиції в кошик і натисніть «Зберегти в PDF»: файл отримає логотип і контакти вашого агентства.</p>',
    ],
  }),
  e('portal', {
    ru: [
      'Я забыл пароль. Что делать?',
      '<p>На странице входа нажмите «Забыли пароль?» — ссылка для смены пароля придёт на e-mail и действует 60 минут.</p>',
    ],
    ro: [
      'Am uitat parola. Ce fac?',
      '<p>Pe pagina de autentificare apăsați „Ați uitat parola?” — linkul de schimbare vine pe e-mail și este valabil 60 de minute.</p>',
    ],
    en: [
      'I forgot my password. What now?',
      '<p>On the sign-in page press Forgot password: a reset link comes by e-mail and works for 60 minutes.</p>',
    ],
    ua: [
      'Я забув пароль. Що робити?',
      '<p>На сторінці входу натисніть «Забули пароль?» — посилання для зміни пароля надійде на e-mail і діє 60 хвилин.</p>',
    ],
  }),
  e('portal', {
    ru: [
      'Почему я не вижу раздел «Сотрудники»?',
      '<p>Разделы зависят от роли: сотрудников видят директор, менеджер и офис-менеджер агентства.</p>',
    ],
    ro: [
      'De ce nu văd secțiunea „Angajați”?',
      '<p>Secțiunile depind de rol: angajații îi văd directorul, managerul și office-managerul agenției.</p>',
    ],
    en: [
      "Why can't I see Agency staff?",
      '<p>The sections depend on your role: the agency director, manager and office manager see the staff.</p>',
    ],
    ua: [
      'Чому я не бачу розділ «Співробітники»?',
      '<p>Розділи залежать від ролі: співробітників бачать директор, менеджер і офіс-менеджер агентства.</p>',
    ],
  }),
  e('portal', {
    ru: [
      'Как отметить, что я прочитал обязательное правило?',
      '<p>Откройте правило в разделе «Правила» и нажмите «Я прочитал(а)». После изменения правила отметку нужно поставить снова.</p>',
    ],
    ro: [
      'Cum marchez că am citit o regulă obligatorie?',
      '<p>Deschideți regula în secțiunea „Reguli” și apăsați „Am citit”. După modificarea regulii, marcajul trebuie pus din nou.</p>',
    ],
    en: [
      'How do I mark a mandatory rule as read?',
      '<p>Open the rule under Rules and press I have read this. When the rule is revised, mark it again.</p>',
    ],
    ua: [
      'Як позначити, що я прочитав обов’язкове правило?',
      '<p>Відкрийте правило в розділі «Правила» й натисніть «Я прочитав(ла)». Після зміни правила позначку потрібно поставити знову.</p>',
    ],
  }),
  e('portal', {
    ru: [
      'Где найти договор агентства и прайс-листы?',
      '<p>В разделе «Документы»: договор, приложения, прайс-листы, бланки и памятки туроператора.</p>',
    ],
    ro: [
      'Unde găsesc contractul agenției și listele de prețuri?',
      '<p>În secțiunea „Documente”: contractul, anexele, listele de prețuri, formularele și notele operatorului.</p>',
    ],
    en: [
      'Where are the agency contract and the price lists?',
      "<p>Under Documents: the contract, its annexes, the price lists, the forms and the operator's memos.</p>",
    ],
    ua: [
      'Де знайти договір агентства та прайс-листи?',
      '<p>У розділі «Документи»: договір, додатки, прайс-листи, бланки та пам’ятки туроператора.</p>',
    ],
  }),
];
