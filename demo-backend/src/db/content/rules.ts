import type { L4 } from './news';

// The operator's rules (GET v1/rules), in the four languages: booking, payment, cancellation,
// visas, flights, accommodation. Dates are days before the seed's today.

export interface SeedRuleCategory {
  slug: string;
  names: L4<string>;
  children?: SeedRuleCategory[];
}

export const RULE_CATEGORIES: SeedRuleCategory[] = [
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
    slug: 'visas',
    names: { ru: 'Визы и документы', ro: 'Vize și documente', en: 'Visas and documents', ua: 'Візи та документи' },
    children: [
      { slug: 'visas-turkey', names: { ru: 'Турция', ro: 'Turcia', en: 'Turkey', ua: 'Туреччина' } },
      { slug: 'visas-egypt', names: { ru: 'Египет', ro: 'Egipt', en: 'Egypt', ua: 'Єгипет' } },
      { slug: 'visas-uae', names: { ru: 'ОАЭ', ro: 'EAU', en: 'UAE', ua: 'ОАЕ' } },
      { slug: 'visas-tunisia', names: { ru: 'Тунис', ro: 'Tunisia', en: 'Tunisia', ua: 'Туніс' } },
      { slug: 'visas-greece', names: { ru: 'Греция', ro: 'Grecia', en: 'Greece', ua: 'Греція' } },
    ],
  },
  {
    slug: 'flights',
    names: { ru: 'Перелёты', ro: 'Zboruri', en: 'Flights', ua: 'Перельоти' },
    children: [
      {
        slug: 'flights-charter',
        names: { ru: 'Чартерные рейсы', ro: 'Zboruri charter', en: 'Charter flights', ua: 'Чартерні рейси' },
      },
      {
        slug: 'flights-regular',
        names: { ru: 'Регулярные рейсы', ro: 'Zboruri regulate', en: 'Scheduled flights', ua: 'Регулярні рейси' },
      },
    ],
  },
  {
    slug: 'hotels',
    names: {
      ru: 'Размещение и трансферы',
      ro: 'Cazare și transferuri',
      en: 'Accommodation and transfers',
      ua: 'Розміщення та трансфери',
    },
  },
];

export interface SeedRule {
  category: string;
  mandatory?: boolean;
  /** Days before today when it took effect. */
  effective: number;
  /** Days before today when it was last revised. */
  changed?: number;
  countries?: string[];
  flightType?: 'charter' | 'regular';
  texts: L4<{ title: string; body: string }>;
}

export const RULES: SeedRule[] = [
  {
    category: 'booking',
    effective: 400,
    texts: {
      ru: {
        title: 'Подтверждение заказа',
        body: '<p>Туроператор подтверждает заказ в течение <b>24 часов</b> (в выходные — до 48 часов). До подтверждения заказ имеет статус «Ожидает подтверждения», и места не гарантированы.</p><p>Если отель не подтверждает размещение, мы предложим замену той же категории или аннулируем заказ без штрафа.</p>',
      },
      ro: {
        title: 'Confirmarea comenzii',
        body: '<p>Operatorul confirmă comanda în <b>24 de ore</b> (în weekend — până la 48 de ore). Până la confirmare comanda are statutul „Așteaptă confirmarea”, iar locurile nu sunt garantate.</p><p>Dacă hotelul nu confirmă cazarea, propunem un hotel de aceeași categorie sau anulăm comanda fără penalitate.</p>',
      },
      en: {
        title: 'Order confirmation',
        body: '<p>The operator confirms an order within <b>24 hours</b> (up to 48 hours at weekends). Until then the order is "Awaiting confirmation" and the places are not guaranteed.</p><p>If the hotel does not confirm, we offer another of the same category or cancel the order without a penalty.</p>',
      },
      ua: {
        title: 'Підтвердження замовлення',
        body: '<p>Туроператор підтверджує замовлення протягом <b>24 годин</b> (у вихідні — до 48 годин). До підтвердження замовлення має статус «Очікує підтвердження», і місця не гарантовані.</p><p>Якщо готель не підтверджує розміщення, ми запропонуємо заміну тієї ж категорії або анулюємо замовлення без штрафу.</p>',
      },
    },
  },
  {
    category: 'booking',
    mandatory: true,
    effective: 300,
    texts: {
      ru: {
        title: 'Данные туристов: как в паспорте',
        body: '<p>Фамилия и имя туриста вносятся <b>латиницей, точно как в заграничном паспорте</b>, с датой рождения, номером и сроком действия паспорта.</p><ul><li>Ошибка в данных после выписки авиабилета исправляется за счёт агентства: 25 EUR на чартерных рейсах, на регулярных — по тарифу авиакомпании или новый билет.</li><li>Паспорт должен действовать не менее 6 месяцев после даты возвращения.</li></ul><p>Агентство отвечает за проверку документов туриста до бронирования.</p>',
      },
      ro: {
        title: 'Datele turiștilor: ca în pașaport',
        body: '<p>Numele și prenumele turistului se introduc <b>cu litere latine, exact ca în pașaport</b>, cu data nașterii, numărul și termenul de valabilitate al pașaportului.</p><ul><li>O greșeală descoperită după emiterea biletului se corectează pe cheltuiala agenției: 25 EUR la zborurile charter, la cele regulate — după tariful companiei sau un bilet nou.</li><li>Pașaportul trebuie să fie valabil cel puțin 6 luni după data întoarcerii.</li></ul><p>Agenția răspunde de verificarea actelor turistului înainte de rezervare.</p>',
      },
      en: {
        title: "Tourists' details: as in the passport",
        body: "<p>A tourist's surname and name are entered <b>in Latin letters exactly as in the passport</b>, with the date of birth, the passport number and its expiry date.</p><ul><li>A mistake found after the ticket is issued is corrected at the agency's cost: 25 EUR on charter flights; on scheduled flights, the airline's fee or a new ticket.</li><li>The passport must be valid for at least 6 months after the return date.</li></ul><p>The agency is responsible for checking the tourist's documents before booking.</p>",
      },
      ua: {
        title: 'Дані туристів: як у паспорті',
        body: '<p>Прізвище та ім’я туриста вносяться <b>латиницею, точно як у закордонному паспорті</b>, з датою народження, номером і строком дії паспорта.</p><ul><li>Помилка в даних після виписки авіаквитка виправляється за рахунок агентства: 25 EUR на чартерних рейсах, на регулярних — за тарифом авіакомпанії або новий квиток.</li><li>Паспорт має бути дійсним щонайменше 6 місяців після дати повернення.</li></ul><p>Агентство відповідає за перевірку документів туриста до бронювання.</p>',
      },
    },
  },
  {
    category: 'booking',
    effective: 250,
    texts: {
      ru: {
        title: 'Дети и младенцы',
        body: '<p>Возраст ребёнка считается <b>на дату возвращения</b>. Дети от 12 лет размещаются и летят как взрослые; младенцы до 2 лет летят без места, с оплатой только сборов.</p><p>Если возраст в заказе не совпадает с паспортом, отель вправе доначислить разницу на месте.</p>',
      },
      ro: {
        title: 'Copii și sugari',
        body: '<p>Vârsta copilului se socotește <b>la data întoarcerii</b>. Copiii de la 12 ani sunt cazați și zboară ca adulții; sugarii sub 2 ani zboară fără loc, plătind doar taxele.</p><p>Dacă vârsta din comandă nu corespunde pașaportului, hotelul poate cere diferența la fața locului.</p>',
      },
      en: {
        title: 'Children and infants',
        body: "<p>A child's age counts <b>on the return date</b>. Children from 12 stay and fly as adults; infants under 2 fly without a seat and pay the taxes only.</p><p>If the age in the order differs from the passport, the hotel may charge the difference on the spot.</p>",
      },
      ua: {
        title: 'Діти та немовлята',
        body: '<p>Вік дитини рахується <b>на дату повернення</b>. Діти від 12 років розміщуються та летять як дорослі; немовлята до 2 років летять без місця, сплачуючи лише збори.</p><p>Якщо вік у замовленні не збігається з паспортом, готель має право доплатити різницю на місці.</p>',
      },
    },
  },
  {
    category: 'booking',
    effective: 220,
    changed: 120,
    texts: {
      ru: {
        title: 'Изменения в заказе',
        body: '<p>Изменение отеля, дат или состава туристов после подтверждения оформляется как аннуляция и новое бронирование — со штрафами по правилам аннуляции.</p><p>Исправление данных туриста до выписки билетов — бесплатно; замена туриста на чартерном рейсе — <b>25 EUR</b>, на регулярном — невозможна.</p>',
      },
      ro: {
        title: 'Modificări în comandă',
        body: '<p>Schimbarea hotelului, a datelor sau a turiștilor după confirmare se face ca anulare și rezervare nouă — cu penalitățile din regulile de anulare.</p><p>Corectarea datelor turistului înainte de emiterea biletelor este gratuită; înlocuirea turistului pe un zbor charter costă <b>25 EUR</b>, pe un zbor regulat nu este posibilă.</p>',
      },
      en: {
        title: 'Changes to an order',
        body: "<p>Changing the hotel, the dates or the tourists after confirmation is a cancellation and a new booking, with the penalties of the cancellation rules.</p><p>Correcting a tourist's details before the tickets are issued is free; replacing a tourist costs <b>25 EUR</b> on a charter flight and is not possible on a scheduled one.</p>",
      },
      ua: {
        title: 'Зміни в замовленні',
        body: '<p>Зміна готелю, дат або складу туристів після підтвердження оформлюється як анулювання та нове бронювання — зі штрафами за правилами анулювання.</p><p>Виправлення даних туриста до виписки квитків — безкоштовне; заміна туриста на чартерному рейсі — <b>25 EUR</b>, на регулярному — неможлива.</p>',
      },
    },
  },
  {
    category: 'payment',
    mandatory: true,
    effective: 330,
    changed: 35,
    texts: {
      ru: {
        title: 'Сроки оплаты',
        body: '<p>Заказ оплачивается в два платежа:</p><table><thead><tr><th>Платёж</th><th>Срок</th></tr></thead><tbody><tr><td>Предоплата 30%</td><td>в течение 3 дней после подтверждения</td></tr><tr><td>Остаток</td><td>не позднее чем за 21 день до вылета</td></tr></tbody></table><p>Заказ менее чем за 21 день до вылета оплачивается полностью в течение 24 часов. Неоплаченный в срок заказ может быть аннулирован туроператором со штрафом по правилам аннуляции.</p>',
      },
      ro: {
        title: 'Termene de plată',
        body: '<p>Comanda se achită în două plăți:</p><table><thead><tr><th>Plata</th><th>Termen</th></tr></thead><tbody><tr><td>Avans 30%</td><td>în 3 zile după confirmare</td></tr><tr><td>Restul</td><td>cel târziu cu 21 de zile înainte de zbor</td></tr></tbody></table><p>O comandă făcută cu mai puțin de 21 de zile înainte de zbor se achită integral în 24 de ore. O comandă neachitată la termen poate fi anulată de operator cu penalitățile din regulile de anulare.</p>',
      },
      en: {
        title: 'Payment deadlines',
        body: '<p>An order is paid in two payments:</p><table><thead><tr><th>Payment</th><th>Due</th></tr></thead><tbody><tr><td>30% deposit</td><td>within 3 days of confirmation</td></tr><tr><td>Balance</td><td>at the latest 21 days before departure</td></tr></tbody></table><p>An order booked less than 21 days before departure is paid in full within 24 hours. An order not paid on time may be cancelled by the operator with the penalties of the cancellation rules.</p>',
      },
      ua: {
        title: 'Строки оплати',
        body: '<p>Замовлення оплачується двома платежами:</p><table><thead><tr><th>Платіж</th><th>Строк</th></tr></thead><tbody><tr><td>Передоплата 30%</td><td>протягом 3 днів після підтвердження</td></tr><tr><td>Решта</td><td>не пізніше ніж за 21 день до вильоту</td></tr></tbody></table><p>Замовлення менш ніж за 21 день до вильоту оплачується повністю протягом 24 годин. Неоплачене вчасно замовлення може бути анульоване туроператором зі штрафом за правилами анулювання.</p>',
      },
    },
  },
  {
    category: 'payment',
    effective: 330,
    texts: {
      ru: {
        title: 'Способы оплаты',
        body: '<ul><li>Банковский перевод в леях по счёту-фактуре — по курсу туроператора на день оплаты.</li><li>Банковской картой в портале — зачисляется сразу.</li><li>Наличными в кассе офиса — до 100 000 MDL.</li></ul><p>В назначении платежа укажите номер заказа; платёж без номера зачисляется до 3 рабочих дней.</p>',
      },
      ro: {
        title: 'Modalități de plată',
        body: '<ul><li>Transfer bancar în lei după factură — la cursul operatorului din ziua plății.</li><li>Cu cardul în portal — plata se înregistrează imediat.</li><li>În numerar la casieria biroului — până la 100 000 MDL.</li></ul><p>Indicați numărul comenzii în destinația plății; o plată fără număr se înregistrează în până la 3 zile lucrătoare.</p>',
      },
      en: {
        title: 'Ways to pay',
        body: "<ul><li>Bank transfer in lei against the invoice, at the operator's rate of the payment day.</li><li>By card in the portal, credited at once.</li><li>In cash at the office, up to 100,000 MDL.</li></ul><p>Put the order number in the payment reference; a payment without it takes up to 3 working days to be matched.</p>",
      },
      ua: {
        title: 'Способи оплати',
        body: '<ul><li>Банківський переказ у леях за рахунком-фактурою — за курсом туроператора на день оплати.</li><li>Банківською карткою в порталі — зараховується одразу.</li><li>Готівкою в касі офісу — до 100 000 MDL.</li></ul><p>У призначенні платежу вкажіть номер замовлення; платіж без номера зараховується до 3 робочих днів.</p>',
      },
    },
  },
  {
    category: 'payment',
    effective: 330,
    texts: {
      ru: {
        title: 'Курс пересчёта',
        body: '<p>Цены туров указаны в евро. Оплата в леях пересчитывается по <b>курсу туроператора</b> на день поступления денег (курс НБМ + 1%). Курс дня показан в верхней панели портала.</p>',
      },
      ro: {
        title: 'Cursul de schimb',
        body: '<p>Prețurile tururilor sunt în euro. Plata în lei se recalculează la <b>cursul operatorului</b> din ziua încasării (cursul BNM + 1%). Cursul zilei este afișat în bara de sus a portalului.</p>',
      },
      en: {
        title: 'Exchange rate',
        body: "<p>Tour prices are in euros. A payment in lei is converted at the <b>operator's rate</b> of the day the money arrives (the National Bank's rate + 1%). The day's rate is shown in the portal's top bar.</p>",
      },
      ua: {
        title: 'Курс перерахунку',
        body: '<p>Ціни турів указані в євро. Оплата в леях перераховується за <b>курсом туроператора</b> на день надходження коштів (курс НБМ + 1%). Курс дня показано у верхній панелі порталу.</p>',
      },
    },
  },
  {
    category: 'payment',
    effective: 280,
    texts: {
      ru: {
        title: 'Комиссия агентства',
        body: '<p>Агентство оплачивает заказ по цене нетто (за вычетом комиссии). Базовая комиссия — <b>10%</b>, повышенная по акциям начисляется бонусом после полной оплаты. Акт выполненных работ выставляется ежемесячно до 5 числа.</p>',
      },
      ro: {
        title: 'Comisionul agenției',
        body: '<p>Agenția achită comanda la prețul net (fără comision). Comisionul de bază este <b>10%</b>; comisionul majorat din promoții se acordă ca bonus după plata integrală. Actul de servicii se emite lunar, până pe data de 5.</p>',
      },
      en: {
        title: "The agency's commission",
        body: '<p>The agency pays an order at the net price (less its commission). The base commission is <b>10%</b>; a higher one from an offer is credited as a bonus after full payment. The statement of services is issued monthly, by the 5th.</p>',
      },
      ua: {
        title: 'Комісія агентства',
        body: '<p>Агентство оплачує замовлення за ціною нетто (за вирахуванням комісії). Базова комісія — <b>10%</b>, підвищена за акціями нараховується бонусом після повної оплати. Акт виконаних робіт виставляється щомісяця до 5 числа.</p>',
      },
    },
  },
  {
    category: 'cancellation',
    effective: 365,
    texts: {
      ru: {
        title: 'Штрафы при аннуляции тура',
        body: '<p>Штраф считается от полной стоимости тура по числу дней до заезда:</p><table><thead><tr><th>До заезда</th><th>Штраф</th></tr></thead><tbody><tr><td>30 дней и более</td><td>без штрафа</td></tr><tr><td>15–29 дней</td><td>30%</td></tr><tr><td>7–14 дней</td><td>50%</td></tr><tr><td>менее 7 дней</td><td>100%</td></tr></tbody></table><p>Стоимость билетов регулярных рейсов и виз удерживается полностью в любом случае.</p>',
      },
      ro: {
        title: 'Penalități la anularea turului',
        body: '<p>Penalitatea se calculează din prețul întreg al turului, după numărul de zile până la cazare:</p><table><thead><tr><th>Până la cazare</th><th>Penalitate</th></tr></thead><tbody><tr><td>30 de zile sau mai mult</td><td>fără penalitate</td></tr><tr><td>15–29 zile</td><td>30%</td></tr><tr><td>7–14 zile</td><td>50%</td></tr><tr><td>sub 7 zile</td><td>100%</td></tr></tbody></table><p>Costul biletelor la zboruri regulate și al vizelor se reține integral în orice caz.</p>',
      },
      en: {
        title: 'Tour cancellation penalties',
        body: '<p>The penalty is a share of the full tour price, by the days left before check-in:</p><table><thead><tr><th>Before check-in</th><th>Penalty</th></tr></thead><tbody><tr><td>30 days or more</td><td>none</td></tr><tr><td>15 to 29 days</td><td>30%</td></tr><tr><td>7 to 14 days</td><td>50%</td></tr><tr><td>under 7 days</td><td>100%</td></tr></tbody></table><p>Scheduled-flight tickets and visas are withheld in full in every case.</p>',
      },
      ua: {
        title: 'Штрафи в разі анулювання туру',
        body: '<p>Штраф рахується від повної вартості туру за кількістю днів до заїзду:</p><table><thead><tr><th>До заїзду</th><th>Штраф</th></tr></thead><tbody><tr><td>30 днів і більше</td><td>без штрафу</td></tr><tr><td>15–29 днів</td><td>30%</td></tr><tr><td>7–14 днів</td><td>50%</td></tr><tr><td>менше 7 днів</td><td>100%</td></tr></tbody></table><p>Вартість квитків регулярних рейсів і віз утримується повністю в будь-якому разі.</p>',
      },
    },
  },
  {
    category: 'cancellation',
    effective: 365,
    flightType: 'regular',
    texts: {
      ru: {
        title: 'Регулярные рейсы: билеты невозвратные',
        body: '<p>Билеты регулярных рейсов выписываются в течение 24 часов после подтверждения и <b>не возвращаются</b>. При аннуляции тура их стоимость удерживается полностью, а после выписки нельзя изменить даты и данные туристов.</p>',
      },
      ro: {
        title: 'Zboruri regulate: bilete nerambursabile',
        body: '<p>Biletele zborurilor regulate se emit în 24 de ore după confirmare și <b>nu se rambursează</b>. La anularea turului costul lor se reține integral, iar după emitere datele călătoriei și ale turiștilor nu se mai pot schimba.</p>',
      },
      en: {
        title: 'Scheduled flights: tickets are non-refundable',
        body: "<p>Scheduled-flight tickets are issued within 24 hours of confirmation and are <b>not refundable</b>. If the tour is cancelled their price is withheld in full, and once issued the dates and the tourists' details can no longer change.</p>",
      },
      ua: {
        title: 'Регулярні рейси: квитки неповоротні',
        body: '<p>Квитки регулярних рейсів виписуються протягом 24 годин після підтвердження і <b>не повертаються</b>. У разі анулювання туру їхня вартість утримується повністю, а після виписки не можна змінити дати й дані туристів.</p>',
      },
    },
  },
  {
    category: 'cancellation',
    effective: 200,
    flightType: 'charter',
    texts: {
      ru: {
        title: 'Чартер: перенос времени вылета',
        body: '<p>Перенос вылета чартерного рейса до 8 часов не даёт права на бесплатную аннуляцию. При переносе более чем на 8 часов или на другую дату турист может отказаться от тура <b>без штрафа</b> в течение 48 часов после уведомления.</p>',
      },
      ro: {
        title: 'Charter: schimbarea orei zborului',
        body: '<p>Amânarea unui zbor charter cu până la 8 ore nu dă dreptul la anulare gratuită. La o amânare de peste 8 ore sau pe altă dată, turistul poate renunța la tur <b>fără penalitate</b> în 48 de ore de la anunț.</p>',
      },
      en: {
        title: 'Charter: a new departure time',
        body: '<p>A charter departure moved by up to 8 hours gives no right to a free cancellation. If it moves by more than 8 hours or to another day, the tourist may give up the tour <b>without a penalty</b> within 48 hours of the notice.</p>',
      },
      ua: {
        title: 'Чартер: перенесення часу вильоту',
        body: '<p>Перенесення вильоту чартерного рейсу до 8 годин не дає права на безкоштовне анулювання. У разі перенесення більш ніж на 8 годин або на іншу дату турист може відмовитися від туру <b>без штрафу</b> протягом 48 годин після повідомлення.</p>',
      },
    },
  },
  {
    category: 'cancellation',
    mandatory: true,
    effective: 150,
    texts: {
      ru: {
        title: 'Как подать заявку на аннуляцию',
        body: '<p>Аннуляция принимается <b>только через портал</b>: кнопка «Аннулировать» в карточке заказа. Звонок или письмо не считаются заявкой.</p><ul><li>Дата аннуляции — день подачи заявки по времени Кишинёва; заявки после 18:00 считаются поданными на следующий день.</li><li>Штраф рассчитывается на дату заявки и показывается в ответе туроператора.</li></ul>',
      },
      ro: {
        title: 'Cum se depune cererea de anulare',
        body: '<p>Anularea se primește <b>doar prin portal</b>: butonul „Anulează” din fișa comenzii. Un apel sau un e-mail nu sunt o cerere.</p><ul><li>Data anulării este ziua cererii, ora Chișinăului; cererile după ora 18:00 se consideră depuse a doua zi.</li><li>Penalitatea se calculează la data cererii și apare în răspunsul operatorului.</li></ul>',
      },
      en: {
        title: 'How to ask for a cancellation',
        body: "<p>A cancellation is accepted <b>only through the portal</b>: the Cancel button on the order. A call or an e-mail is not a request.</p><ul><li>The cancellation date is the day of the request on Chișinău time; requests after 18:00 count from the next day.</li><li>The penalty is worked out on the request date and shown in the operator's answer.</li></ul>",
      },
      ua: {
        title: 'Як подати заявку на анулювання',
        body: '<p>Анулювання приймається <b>лише через портал</b>: кнопка «Анулювати» в картці замовлення. Дзвінок або лист не вважаються заявкою.</p><ul><li>Дата анулювання — день подання заявки за часом Кишинева; заявки після 18:00 вважаються поданими наступного дня.</li><li>Штраф розраховується на дату заявки й показується у відповіді туроператора.</li></ul>',
      },
    },
  },
  {
    category: 'cancellation',
    effective: 180,
    countries: ['AE'],
    texts: {
      ru: {
        title: 'ОАЭ: невозвратные тарифы отелей',
        body: '<p>В периоды выставок и праздников (Новый год, Expo, Формула-1) отели Дубая продают номера по <b>невозвратным тарифам</b>. Такой тариф отмечен в поиске; при аннуляции его стоимость удерживается полностью.</p>',
      },
      ro: {
        title: 'EAU: tarife hoteliere nerambursabile',
        body: '<p>În perioadele expozițiilor și sărbătorilor (Anul Nou, Expo, Formula 1) hotelurile din Dubai vând camere la <b>tarife nerambursabile</b>. Tariful este marcat în căutare; la anulare se reține integral.</p>',
      },
      en: {
        title: 'UAE: non-refundable hotel rates',
        body: '<p>During fairs and holidays (New Year, Expo, Formula 1) Dubai hotels sell rooms at <b>non-refundable rates</b>. Such a rate is marked in the search; if cancelled, it is withheld in full.</p>',
      },
      ua: {
        title: 'ОАЕ: неповоротні тарифи готелів',
        body: '<p>У періоди виставок і свят (Новий рік, Expo, Формула-1) готелі Дубая продають номери за <b>неповоротними тарифами</b>. Такий тариф позначено в пошуку; в разі анулювання його вартість утримується повністю.</p>',
      },
    },
  },
  {
    category: 'visas-turkey',
    effective: 500,
    countries: ['TR'],
    texts: {
      ru: {
        title: 'Въезд в Турцию',
        body: '<p>Гражданам Молдовы и Украины виза не нужна для поездки до <b>90 дней</b>. Паспорт должен действовать не менее 150 дней с даты въезда.</p>',
      },
      ro: {
        title: 'Intrarea în Turcia',
        body: '<p>Cetățenii Moldovei și Ucrainei nu au nevoie de viză pentru o ședere de până la <b>90 de zile</b>. Pașaportul trebuie să fie valabil cel puțin 150 de zile de la intrare.</p>',
      },
      en: {
        title: 'Entering Turkey',
        body: '<p>Citizens of Moldova and Ukraine need no visa for stays of up to <b>90 days</b>. The passport must be valid for at least 150 days from entry.</p>',
      },
      ua: {
        title: 'В’їзд до Туреччини',
        body: '<p>Громадянам Молдови та України віза не потрібна для поїздки до <b>90 днів</b>. Паспорт має бути дійсним щонайменше 150 днів з дати в’їзду.</p>',
      },
    },
  },
  {
    category: 'visas-egypt',
    effective: 145,
    countries: ['EG'],
    texts: {
      ru: {
        title: 'Виза в Египет',
        body: '<p>Виза оформляется <b>по прибытии</b> в аэропорту: 30 USD наличными. Туристам, отдыхающим только в Шарм-эль-Шейхе без выезда за пределы Синая, ставится бесплатный штамп на срок до 15 дней.</p><p>Паспорт — не менее 6 месяцев после окончания поездки.</p>',
      },
      ro: {
        title: 'Viza pentru Egipt',
        body: '<p>Viza se obține <b>la sosire</b> în aeroport: 30 USD în numerar. Turiștii care stau doar la Sharm el-Sheikh, fără a părăsi Sinaiul, primesc gratuit o ștampilă de până la 15 zile.</p><p>Pașaportul — valabil cel puțin 6 luni după încheierea călătoriei.</p>',
      },
      en: {
        title: 'Visa for Egypt',
        body: '<p>The visa is issued <b>on arrival</b> at the airport for 30 USD in cash. Tourists staying only in Sharm el-Sheikh without leaving Sinai get a free stamp for up to 15 days.</p><p>The passport must be valid for 6 months after the trip ends.</p>',
      },
      ua: {
        title: 'Віза до Єгипту',
        body: '<p>Віза оформлюється <b>після прибуття</b> в аеропорту: 30 USD готівкою. Туристам, які відпочивають лише в Шарм-ель-Шейху без виїзду за межі Синаю, ставлять безкоштовний штамп на строк до 15 днів.</p><p>Паспорт — щонайменше 6 місяців після завершення поїздки.</p>',
      },
    },
  },
  {
    category: 'visas-uae',
    effective: 92,
    countries: ['AE'],
    texts: {
      ru: {
        title: 'Виза в ОАЭ',
        body: '<p>Визу оформляет туроператор. Не позднее чем за <b>7 рабочих дней</b> до вылета загрузите в заказ скан паспорта и цветное фото на белом фоне. Стоимость — 95 EUR, не возвращается.</p><p>Женщинам до 30 лет, путешествующим без мужа или отца, консульство может отказать.</p>',
      },
      ro: {
        title: 'Viza pentru EAU',
        body: '<p>Viza o perfectează operatorul. Cu cel puțin <b>7 zile lucrătoare</b> înainte de zbor, încărcați în comandă copia pașaportului și o fotografie color pe fundal alb. Costul — 95 EUR, nerambursabil.</p><p>Femeilor sub 30 de ani care călătoresc fără soț sau tată consulatul le poate refuza viza.</p>',
      },
      en: {
        title: 'Visa for the UAE',
        body: '<p>The operator arranges the visa. At least <b>7 working days</b> before departure, upload a passport scan and a colour photo on a white background to the order. It costs 95 EUR, not refundable.</p><p>The consulate may refuse women under 30 travelling without a husband or father.</p>',
      },
      ua: {
        title: 'Віза до ОАЕ',
        body: '<p>Візу оформлює туроператор. Не пізніше ніж за <b>7 робочих днів</b> до вильоту завантажте в замовлення скан паспорта та кольорове фото на білому тлі. Вартість — 95 EUR, не повертається.</p><p>Жінкам до 30 років, які подорожують без чоловіка чи батька, консульство може відмовити.</p>',
      },
    },
  },
  {
    category: 'visas-tunisia',
    effective: 400,
    countries: ['TN'],
    texts: {
      ru: {
        title: 'Въезд в Тунис',
        body: '<p>Для организованных туристов виза не нужна на срок до <b>90 дней</b>. При себе нужно иметь ваучер отеля и обратный билет. Ввоз и вывоз тунисских динаров запрещён — меняйте деньги на месте.</p>',
      },
      ro: {
        title: 'Intrarea în Tunisia',
        body: '<p>Turiștii organizați nu au nevoie de viză pentru până la <b>90 de zile</b>. Este nevoie de voucherul hotelului și biletul de întoarcere. Introducerea și scoaterea dinarilor tunisieni este interzisă — schimbați banii la fața locului.</p>',
      },
      en: {
        title: 'Entering Tunisia',
        body: '<p>Tourists on a package need no visa for up to <b>90 days</b>. They carry the hotel voucher and the return ticket. Tunisian dinars may not be brought in or taken out: change money on the spot.</p>',
      },
      ua: {
        title: 'В’їзд до Тунісу',
        body: '<p>Для організованих туристів віза не потрібна на строк до <b>90 днів</b>. При собі потрібно мати ваучер готелю та зворотний квиток. Ввезення й вивезення туніських динарів заборонене — міняйте гроші на місці.</p>',
      },
    },
  },
  {
    category: 'visas-greece',
    effective: 58,
    countries: ['GR'],
    texts: {
      ru: {
        title: 'Въезд в Грецию',
        body: '<p>Безвизовый въезд до 90 дней в течение 180 — по <b>биометрическому паспорту</b>, действующему не менее 3 месяцев после выезда. Пограничник может попросить ваучер, обратный билет и страховку.</p>',
      },
      ro: {
        title: 'Intrarea în Grecia',
        body: '<p>Intrare fără viză, până la 90 de zile din 180, cu <b>pașaport biometric</b> valabil cel puțin 3 luni după ieșire. Polițistul de frontieră poate cere voucherul, biletul de întoarcere și asigurarea.</p>',
      },
      en: {
        title: 'Entering Greece',
        body: '<p>Visa-free entry, up to 90 days in any 180, with a <b>biometric passport</b> valid for at least 3 months after leaving. Border officers may ask for the voucher, the return ticket and the insurance.</p>',
      },
      ua: {
        title: 'В’їзд до Греції',
        body: '<p>Безвізовий в’їзд до 90 днів протягом 180 — за <b>біометричним паспортом</b>, дійсним щонайменше 3 місяці після виїзду. Прикордонник може попросити ваучер, зворотний квиток і страховку.</p>',
      },
    },
  },
  {
    category: 'visas',
    effective: 27,
    texts: {
      ru: {
        title: 'Выезд несовершеннолетних',
        body: '<p>Ребёнку до 18 лет, выезжающему с одним из родителей, нужно <b>нотариальное согласие</b> второго родителя; без родителей — согласие обоих и сопровождающий, указанный в согласии. Шаблон — в разделе «Документы».</p>',
      },
      ro: {
        title: 'Ieșirea minorilor',
        body: '<p>Minorul care pleacă cu un singur părinte are nevoie de <b>acordul notarial</b> al celuilalt părinte; fără părinți — de acordul ambilor și de însoțitorul numit în acord. Modelul este în secțiunea „Documente”.</p>',
      },
      en: {
        title: 'Minors leaving the country',
        body: "<p>A child under 18 leaving with one parent needs the other parent's <b>notarised consent</b>; without parents, the consent of both and the companion it names. A template is in Documents.</p>",
      },
      ua: {
        title: 'Виїзд неповнолітніх',
        body: '<p>Дитині до 18 років, яка виїжджає з одним із батьків, потрібна <b>нотаріальна згода</b> другого з батьків; без батьків — згода обох і супровідник, зазначений у згоді. Шаблон — у розділі «Документи».</p>',
      },
    },
  },
  {
    category: 'flights-charter',
    effective: 73,
    flightType: 'charter',
    texts: {
      ru: {
        title: 'Чартерные рейсы: время и регистрация',
        body: '<p>Время чартерного вылета предварительное и может измениться; окончательное время — за 24 часа до вылета в журнале заказов.</p><p>Регистрация в аэропорту Кишинёва закрывается <b>за 40 минут</b> до вылета. Опоздавшие на рейс не допускаются, тур не возвращается.</p>',
      },
      ro: {
        title: 'Zboruri charter: ora și înregistrarea',
        body: '<p>Ora zborului charter este orientativă și se poate schimba; ora finală apare cu 24 de ore înainte în jurnalul comenzilor.</p><p>Înregistrarea la aeroportul Chișinău se închide <b>cu 40 de minute</b> înainte de zbor. Cei întârziați nu sunt admiși, iar turul nu se rambursează.</p>',
      },
      en: {
        title: 'Charter flights: times and check-in',
        body: '<p>A charter departure time is provisional and may change; the final time is in the order journal 24 hours before departure.</p><p>Check-in at Chișinău airport closes <b>40 minutes</b> before departure. Late tourists are not taken on board and the tour is not refunded.</p>',
      },
      ua: {
        title: 'Чартерні рейси: час і реєстрація',
        body: '<p>Час чартерного вильоту попередній і може змінитися; остаточний час — за 24 години до вильоту в журналі замовлень.</p><p>Реєстрація в аеропорту Кишинева закривається <b>за 40 хвилин</b> до вильоту. Тих, хто запізнився, не допускають на рейс, тур не повертається.</p>',
      },
    },
  },
  {
    category: 'flights-charter',
    effective: 300,
    flightType: 'charter',
    texts: {
      ru: {
        title: 'Чартерные рейсы: багаж',
        body: '<table><thead><tr><th>Пассажир</th><th>Багаж</th><th>Ручная кладь</th></tr></thead><tbody><tr><td>Взрослый и ребёнок от 2 лет</td><td>20 кг</td><td>6 кг, 55×40×20 см</td></tr><tr><td>Младенец до 2 лет</td><td>10 кг</td><td>—</td></tr></tbody></table><p>Сверхнормативный багаж оплачивается в аэропорту, 10 EUR за кг.</p>',
      },
      ro: {
        title: 'Zboruri charter: bagajul',
        body: '<table><thead><tr><th>Pasager</th><th>Bagaj de cală</th><th>Bagaj de mână</th></tr></thead><tbody><tr><td>Adult și copil de la 2 ani</td><td>20 kg</td><td>6 kg, 55×40×20 cm</td></tr><tr><td>Sugar sub 2 ani</td><td>10 kg</td><td>—</td></tr></tbody></table><p>Excesul de bagaj se plătește în aeroport, 10 EUR pe kg.</p>',
      },
      en: {
        title: 'Charter flights: baggage',
        body: '<table><thead><tr><th>Passenger</th><th>Checked</th><th>Hand luggage</th></tr></thead><tbody><tr><td>Adult or child from 2</td><td>20 kg</td><td>6 kg, 55×40×20 cm</td></tr><tr><td>Infant under 2</td><td>10 kg</td><td>—</td></tr></tbody></table><p>Excess baggage is paid at the airport, 10 EUR a kilo.</p>',
      },
      ua: {
        title: 'Чартерні рейси: багаж',
        body: '<table><thead><tr><th>Пасажир</th><th>Багаж</th><th>Ручна поклажа</th></tr></thead><tbody><tr><td>Дорослий і дитина від 2 років</td><td>20 кг</td><td>6 кг, 55×40×20 см</td></tr><tr><td>Немовля до 2 років</td><td>10 кг</td><td>—</td></tr></tbody></table><p>Надлишковий багаж оплачується в аеропорту, 10 EUR за кг.</p>',
      },
    },
  },
  {
    category: 'flights-regular',
    effective: 365,
    flightType: 'regular',
    texts: {
      ru: {
        title: 'Регулярные рейсы: выписка билетов',
        body: '<p>Билеты выписываются в течение <b>24 часов</b> после подтверждения заказа, маршрутная квитанция появляется в документах заказа. Регистрация — онлайн на сайте авиакомпании за 24–48 часов до вылета.</p>',
      },
      ro: {
        title: 'Zboruri regulate: emiterea biletelor',
        body: '<p>Biletele se emit în <b>24 de ore</b> după confirmarea comenzii, iar itinerariul apare în documentele comenzii. Înregistrarea — online, pe site-ul companiei, cu 24–48 de ore înainte de zbor.</p>',
      },
      en: {
        title: 'Scheduled flights: ticketing',
        body: "<p>Tickets are issued within <b>24 hours</b> of the order's confirmation; the itinerary appears in the order's documents. Check-in is online on the airline's site 24 to 48 hours before departure.</p>",
      },
      ua: {
        title: 'Регулярні рейси: виписка квитків',
        body: '<p>Квитки виписуються протягом <b>24 годин</b> після підтвердження замовлення, маршрутна квитанція з’являється в документах замовлення. Реєстрація — онлайн на сайті авіакомпанії за 24–48 годин до вильоту.</p>',
      },
    },
  },
  {
    category: 'flights-regular',
    effective: 101,
    flightType: 'regular',
    texts: {
      ru: {
        title: 'Регулярные рейсы: багаж по тарифу',
        body: '<p>Норма багажа зависит от тарифа авиакомпании и указана в результатах поиска. Тарифы «Light» включают только ручную кладь до 8 кг; багаж 20 кг добавляется при бронировании.</p>',
      },
      ro: {
        title: 'Zboruri regulate: bagajul după tarif',
        body: '<p>Franciza de bagaj depinde de tariful companiei și este afișată în rezultatele căutării. Tarifele „Light” includ doar bagaj de mână de până la 8 kg; bagajul de 20 kg se adaugă la rezervare.</p>',
      },
      en: {
        title: 'Scheduled flights: baggage by fare',
        body: "<p>The baggage allowance depends on the airline's fare and is shown in the search results. Light fares include hand luggage up to 8 kg only; 20 kg checked baggage is added when booking.</p>",
      },
      ua: {
        title: 'Регулярні рейси: багаж за тарифом',
        body: '<p>Норма багажу залежить від тарифу авіакомпанії й зазначена в результатах пошуку. Тарифи «Light» включають лише ручну поклажу до 8 кг; багаж 20 кг додається під час бронювання.</p>',
      },
    },
  },
  {
    category: 'hotels',
    effective: 400,
    texts: {
      ru: {
        title: 'Заселение и выселение',
        body: '<p>Заселение в отель — с <b>14:00</b>, выселение — до <b>12:00</b>. Ранний заезд и поздний выезд — по наличию мест и за доплату на месте. При ночном прилёте первая ночь входит в тур, если забронирована с даты вылета.</p>',
      },
      ro: {
        title: 'Cazarea și eliberarea camerei',
        body: '<p>Cazarea la hotel — de la <b>14:00</b>, eliberarea camerei — până la <b>12:00</b>. Cazarea timpurie și plecarea târzie — în limita locurilor și contra cost, la fața locului. La sosirea noaptea, prima noapte intră în tur dacă e rezervată din data zborului.</p>',
      },
      en: {
        title: 'Check-in and check-out',
        body: '<p>Hotel check-in is from <b>14:00</b>, check-out by <b>12:00</b>. Early check-in and late check-out depend on availability and are paid on the spot. On a night arrival the first night is part of the tour when booked from the flight date.</p>',
      },
      ua: {
        title: 'Заселення та виселення',
        body: '<p>Заселення в готель — з <b>14:00</b>, виселення — до <b>12:00</b>. Ранній заїзд і пізній виїзд — за наявності місць і за доплату на місці. У разі нічного прильоту перша ніч входить у тур, якщо заброньована з дати вильоту.</p>',
      },
    },
  },
  {
    category: 'hotels',
    effective: 400,
    texts: {
      ru: {
        title: 'Трансферы',
        body: '<p>Групповой трансфер аэропорт — отель — аэропорт входит в пакетный тур. Гид встречает туристов в зоне прилёта с табличкой туроператора. Время обратного трансфера сообщается в отеле накануне выезда. Индивидуальный трансфер — по запросу.</p>',
      },
      ro: {
        title: 'Transferuri',
        body: '<p>Transferul de grup aeroport — hotel — aeroport este inclus în pachet. Ghidul întâmpină turiștii în zona sosirilor cu placa operatorului. Ora transferului de întoarcere se comunică la hotel în ajunul plecării. Transfer individual — la cerere.</p>',
      },
      en: {
        title: 'Transfers',
        body: "<p>A group transfer airport — hotel — airport is part of the package. A guide meets the tourists in arrivals with the operator's sign. The return transfer time is given at the hotel the day before. Private transfers on request.</p>",
      },
      ua: {
        title: 'Трансфери',
        body: '<p>Груповий трансфер аеропорт — готель — аеропорт входить у пакетний тур. Гід зустрічає туристів у зоні прильоту з табличкою туроператора. Час зворотного трансферу повідомляють у готелі напередодні виїзду. Індивідуальний трансфер — на запит.</p>',
      },
    },
  },
  {
    category: 'hotels',
    effective: 160,
    countries: ['AE', 'GR'],
    texts: {
      ru: {
        title: 'Туристические сборы и депозиты',
        body: '<p>Некоторые сборы оплачиваются туристом в отеле и не входят в стоимость тура:</p><ul><li>ОАЭ: Tourism Dirham — 10–20 AED за номер в сутки; депозит 100–500 AED при заселении.</li><li>Греция: климатический сбор — 1,5–10 EUR за номер в сутки.</li></ul>',
      },
      ro: {
        title: 'Taxe turistice și depozite',
        body: '<p>Unele taxe le plătește turistul la hotel și nu intră în prețul turului:</p><ul><li>EAU: Tourism Dirham — 10–20 AED pe cameră pe noapte; depozit de 100–500 AED la cazare.</li><li>Grecia: taxa climatică — 1,5–10 EUR pe cameră pe noapte.</li></ul>',
      },
      en: {
        title: 'Tourist taxes and deposits',
        body: '<p>Some charges are paid by the tourist at the hotel and are not in the tour price:</p><ul><li>UAE: the Tourism Dirham, 10 to 20 AED a room a night; a deposit of 100 to 500 AED at check-in.</li><li>Greece: the climate tax, 1.5 to 10 EUR a room a night.</li></ul>',
      },
      ua: {
        title: 'Туристичні збори та депозити',
        body: '<p>Деякі збори турист сплачує в готелі, і вони не входять у вартість туру:</p><ul><li>ОАЕ: Tourism Dirham — 10–20 AED за номер за добу; депозит 100–500 AED під час заселення.</li><li>Греція: кліматичний збір — 1,5–10 EUR за номер за добу.</li></ul>',
      },
    },
  },
];
