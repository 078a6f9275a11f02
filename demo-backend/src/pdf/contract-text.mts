import type { PdfLocale } from './jobs';

export interface ContractText {
  title: string;
  city: string;
  intro: (agency: string) => string;
  clauses: Array<{ heading: string; body: string }>;
  details: string;
  operator: string;
  agency: string;
  fields: {
    company_name: string;
    fiscal_code: string;
    address: string;
    director: string;
    email: string;
    phone: string;
    bank: string;
    iban: string;
  };
  signature: string;
  countries: Record<string, string>;
}

/** The operator that signs with every agency; its details are printed on every contract. */
export const OPERATOR = {
  name: 'Demo Tour Operator SRL',
  fiscal_code: '1003600012345',
  address: 'MD-2012, mun. Chișinău, bd. Ștefan cel Mare și Sfânt 123',
  bank: 'maib (Moldova Agroindbank), AGRNMD2X',
  iban: 'MD24AG000225100013104168',
  email: 'contracts@demo.travel',
  phone: '+373 22 80 80 80',
  /** Who signs every agency contract for the operator. */
  director: 'Victor Ciobanu',
};

const ro: ContractText = {
  title: 'CONTRACT DE AGENȚIE nr. {number}',
  city: 'mun. Chișinău',
  intro: (agency) =>
    `${OPERATOR.name}, denumit în continuare „Touroperatorul”, și ${agency}, denumită în continuare „Agenția”, au încheiat prezentul contract privind următoarele:`,
  clauses: [
    {
      heading: '1. Obiectul contractului',
      body: 'Agenția vinde, în numele și pe seama Touroperatorului, pachete turistice și bilete de avion prin portalul de agenții, iar Touroperatorul plătește Agenției un comision.',
    },
    {
      heading: '2. Obligațiile Agenției',
      body: 'Agenția informează turiștii despre condițiile călătoriei, cerințele de intrare în țara de destinație și regulile de anulare, și transmite datele corecte ale turiștilor.',
    },
    {
      heading: '3. Obligațiile Touroperatorului',
      body: 'Touroperatorul confirmă rezervările, emite documentele de călătorie și asigură serviciile incluse în pachet.',
    },
    {
      heading: '4. Comisionul și plățile',
      body: 'Ratele comisionului sunt cele din Anexa 1, aceleași pe care le arată portalul și calculul prețului fiecărei comenzi. Agenția achită comenzile în termenele indicate în factură; biletele pentru zborurile regulate sunt nereturnabile.',
    },
    {
      heading: '5. Răspunderea părților',
      body: 'Părțile răspund pentru neexecutarea obligațiilor conform legislației în vigoare. Forța majoră exonerează de răspundere.',
    },
    {
      heading: '6. Durata contractului',
      body: 'Contractul intră în vigoare la data semnării și este valabil un an, cu prelungire automată dacă niciuna dintre părți nu îl reziliază în scris.',
    },
  ],
  details: 'Rechizitele părților',
  operator: 'Touroperatorul',
  agency: 'Agenția',
  fields: {
    company_name: 'Denumirea',
    fiscal_code: 'Cod fiscal',
    address: 'Adresa',
    director: 'Director',
    email: 'E-mail',
    phone: 'Telefon',
    bank: 'Banca',
    iban: 'IBAN',
  },
  signature: 'Semnătura și ștampila',
  countries: { md: 'Republica Moldova', ro: 'România', ua: 'Ucraina' },
};

const ru: ContractText = {
  title: 'АГЕНТСКИЙ ДОГОВОР № {number}',
  city: 'мун. Кишинёв',
  intro: (agency) =>
    `${OPERATOR.name}, именуемое в дальнейшем «Туроператор», и ${agency}, именуемое в дальнейшем «Агентство», заключили настоящий договор о нижеследующем:`,
  clauses: [
    {
      heading: '1. Предмет договора',
      body: 'Агентство от имени и за счёт Туроператора продаёт туристические пакеты и авиабилеты через агентский портал, а Туроператор выплачивает Агентству комиссию.',
    },
    {
      heading: '2. Обязанности Агентства',
      body: 'Агентство информирует туристов об условиях поездки, требованиях въезда в страну назначения и правилах аннуляции, и передаёт верные данные туристов.',
    },
    {
      heading: '3. Обязанности Туроператора',
      body: 'Туроператор подтверждает бронирования, оформляет документы для поездки и обеспечивает услуги, входящие в пакет.',
    },
    {
      heading: '4. Комиссия и расчёты',
      body: 'Ставки комиссии — в Приложении 1; те же ставки показывают портал и расчёт цены каждого заказа. Агентство оплачивает заказы в сроки, указанные в счёте; билеты на регулярные рейсы невозвратные.',
    },
    {
      heading: '5. Ответственность сторон',
      body: 'Стороны несут ответственность за неисполнение обязательств в соответствии с действующим законодательством. Форс-мажор освобождает от ответственности.',
    },
    {
      heading: '6. Срок действия',
      body: 'Договор вступает в силу с даты подписания и действует один год с автоматическим продлением, если ни одна из сторон не расторгнет его письменно.',
    },
  ],
  details: 'Реквизиты сторон',
  operator: 'Туроператор',
  agency: 'Агентство',
  fields: {
    company_name: 'Наименование',
    fiscal_code: 'Фискальный код',
    address: 'Адрес',
    director: 'Директор',
    email: 'E-mail',
    phone: 'Телефон',
    bank: 'Банк',
    iban: 'IBAN',
  },
  signature: 'Подпись и печать',
  countries: { md: 'Республика Молдова', ro: 'Румыния', ua: 'Украина' },
};

const ua: ContractText = {
  title: 'АГЕНТСЬКИЙ ДОГОВІР № {number}',
  city: 'м. Кишинів',
  intro: (agency) =>
    `${OPERATOR.name}, що надалі іменується «Туроператор», та ${agency}, що надалі іменується «Агентство», уклали цей договір про таке:`,
  clauses: [
    {
      heading: '1. Предмет договору',
      body: 'Агентство від імені та за рахунок Туроператора продає туристичні пакети й авіаквитки через агентський портал, а Туроператор сплачує Агентству комісію.',
    },
    {
      heading: '2. Обов’язки Агентства',
      body: 'Агентство інформує туристів про умови подорожі, вимоги в’їзду до країни призначення та правила анулювання, і передає правильні дані туристів.',
    },
    {
      heading: '3. Обов’язки Туроператора',
      body: 'Туроператор підтверджує бронювання, оформлює документи для подорожі та забезпечує послуги, що входять до пакета.',
    },
    {
      heading: '4. Комісія та розрахунки',
      body: 'Ставки комісії — у Додатку 1; ті самі ставки показують портал і розрахунок ціни кожного замовлення. Агентство оплачує замовлення в строки, зазначені в рахунку; квитки на регулярні рейси неповоротні.',
    },
    {
      heading: '5. Відповідальність сторін',
      body: 'Сторони відповідають за невиконання зобов’язань відповідно до чинного законодавства. Форс-мажор звільняє від відповідальності.',
    },
    {
      heading: '6. Строк дії',
      body: 'Договір набирає чинності з дати підписання та діє один рік з автоматичним продовженням, якщо жодна зі сторін не розірве його письмово.',
    },
  ],
  details: 'Реквізити сторін',
  operator: 'Туроператор',
  agency: 'Агентство',
  fields: {
    company_name: 'Найменування',
    fiscal_code: 'Фіскальний код',
    address: 'Адреса',
    director: 'Директор',
    email: 'E-mail',
    phone: 'Телефон',
    bank: 'Банк',
    iban: 'IBAN',
  },
  signature: 'Підпис і печатка',
  countries: { md: 'Республіка Молдова', ro: 'Румунія', ua: 'Україна' },
};

const en: ContractText = {
  title: 'AGENCY AGREEMENT No. {number}',
  city: 'Chișinău',
  intro: (agency) =>
    `${OPERATOR.name}, hereinafter the "Tour Operator", and ${agency}, hereinafter the "Agency", have concluded this agreement as follows:`,
  clauses: [
    {
      heading: '1. Subject',
      body: 'The Agency sells tour packages and flight tickets in the name and on behalf of the Tour Operator through the agency portal, and the Tour Operator pays the Agency a commission.',
    },
    {
      heading: '2. Duties of the Agency',
      body: 'The Agency informs travellers of the trip conditions, the entry requirements of the destination and the cancellation rules, and passes on correct traveller data.',
    },
    {
      heading: '3. Duties of the Tour Operator',
      body: 'The Tour Operator confirms bookings, issues the travel documents and provides the services included in the package.',
    },
    {
      heading: '4. Commission and payments',
      body: 'The commission rates are those of Annex 1, the same the portal and every order’s price breakdown show. The Agency pays orders by the dates on the invoice; regular-flight tickets are non-refundable.',
    },
    {
      heading: '5. Liability',
      body: 'Each party is liable for failing its obligations under the applicable law. Force majeure releases from liability.',
    },
    {
      heading: '6. Term',
      body: 'The agreement takes effect on signature and runs for one year, renewed automatically unless either party terminates it in writing.',
    },
  ],
  details: 'Details of the parties',
  operator: 'Tour Operator',
  agency: 'Agency',
  fields: {
    company_name: 'Name',
    fiscal_code: 'Fiscal code',
    address: 'Address',
    director: 'Director',
    email: 'Email',
    phone: 'Phone',
    bank: 'Bank',
    iban: 'IBAN',
  },
  signature: 'Signature and stamp',
  countries: { md: 'Republic of Moldova', ro: 'Romania', ua: 'Ukraine' },
};

export const CONTRACT_TEXT: Record<PdfLocale, ContractText> = { ro, ru, ua, en };
