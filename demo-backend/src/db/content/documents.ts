import type { DocumentKind } from '@/lib/schemas/content';
import type { Locale } from '../../i18n';
import { commissionAnnex } from '../../orders/commission';
import type { OperatorDocumentContent } from '../../pdf/jobs';
import type { L4 } from './news';

// The agency's documents (GET v1/documents): each file is in one language, its own, whatever the
// reader's; titles and descriptions are in the four. The PDFs are rendered from `content` by the
// demo backend's PDF process (demo-backend/src/pdf/operator-document.mts), the contract by the
// agency-contract template.

export const DOCUMENT_KIND_NAMES: Record<DocumentKind, L4<string>> = {
  contract: {
    ru: 'Договор и приложения',
    ro: 'Contract și anexe',
    en: 'Contract and annexes',
    ua: 'Договір і додатки',
  },
  price_list: { ru: 'Прайс-листы', ro: 'Liste de prețuri', en: 'Price lists', ua: 'Прайс-листи' },
  form: { ru: 'Бланки', ro: 'Formulare', en: 'Forms', ua: 'Бланки' },
  memo: { ru: 'Памятки и письма', ro: 'Note și scrisori', en: 'Memos and letters', ua: 'Пам’ятки та листи' },
};

export interface SeedDocument {
  kind: DocumentKind;
  language: Locale;
  file_name: string;
  daysAgo: number;
  texts: L4<{ title: string; description: string }>;
  /** Null: the agency's own contract, rendered from the agency's details. */
  content: OperatorDocumentContent | null;
}

type DateOf = (daysFromToday: number) => string;

const COMMISSION_ANNEX_RO = commissionAnnex('ro');

function priceList(
  title: string,
  intro: string,
  head: string[],
  rows: string[][],
  note: string,
): OperatorDocumentContent {
  return { title, sections: [{ paragraphs: [intro], table: { head, rows } }, { paragraphs: [note] }] };
}

export function seedDocuments(date: DateOf): SeedDocument[] {
  return [
    {
      kind: 'contract',
      language: 'ro',
      file_name: 'contract_agentie.pdf',
      daysAgo: 320,
      texts: {
        ru: { title: 'Агентский договор', description: 'Договор агентства с туроператором с реквизитами сторон.' },
        ro: { title: 'Contract de agenție', description: 'Contractul agenției cu operatorul, cu datele părților.' },
        en: {
          title: 'Agency contract',
          description: "The agency's contract with the operator, with both parties' details.",
        },
        ua: { title: 'Агентський договір', description: 'Договір агентства з туроператором із реквізитами сторін.' },
      },
      content: null,
    },
    {
      kind: 'contract',
      language: 'ro',
      file_name: 'anexa_1_comision.pdf',
      daysAgo: 35,
      texts: {
        ru: { title: 'Приложение 1: комиссия и сроки оплаты', description: 'Ставки комиссии и новые сроки оплаты.' },
        ro: {
          title: 'Anexa 1: comision și termene de plată',
          description: 'Ratele comisionului și noile termene de plată.',
        },
        en: {
          title: 'Annex 1: commission and payment deadlines',
          description: 'Commission rates and the new payment deadlines.',
        },
        ua: { title: 'Додаток 1: комісія та строки оплати', description: 'Ставки комісії та нові строки оплати.' },
      },
      content: {
        title: 'Anexa nr. 1 la Contractul de agenție',
        subtitle: `În vigoare din ${date(-35)}`,
        sections: [
          // The agency's rates are the one commission table's (orders/commission.ts), as the contract's annex prints them.
          {
            heading: '1. Comisionul agenției',
            paragraphs: COMMISSION_ANNEX_RO.notes,
            table: { head: COMMISSION_ANNEX_RO.head, rows: COMMISSION_ANNEX_RO.rows },
          },
          {
            heading: '2. Termene de plată',
            paragraphs: [
              'Avansul de 30% se achită în 3 zile de la confirmare; restul — cu cel puțin 21 de zile înainte de zbor.',
              'Comenzile făcute cu mai puțin de 21 de zile înainte de zbor se achită integral în 24 de ore.',
            ],
          },
        ],
      },
    },
    {
      kind: 'price_list',
      language: 'ru',
      file_name: 'price_turkey_summer.pdf',
      daysAgo: 18,
      texts: {
        ru: { title: 'Прайс-лист: Турция, лето', description: 'Цены туров в Анталию, Кемер, Сиде и Аланью, 7 ночей.' },
        ro: {
          title: 'Listă de prețuri: Turcia, vara',
          description: 'Prețurile tururilor în Antalya, Kemer, Side și Alanya, 7 nopți.',
        },
        en: {
          title: 'Price list: Turkey, summer',
          description: 'Tour prices for Antalya, Kemer, Side and Alanya, 7 nights.',
        },
        ua: {
          title: 'Прайс-лист: Туреччина, літо',
          description: 'Ціни турів до Анталії, Кемера, Сіде та Аланії, 7 ночей.',
        },
      },
      content: priceList(
        'Прайс-лист: Турция, летний сезон',
        'Цена за человека при двухместном размещении, 7 ночей, с чартерным перелётом из Кишинёва, трансфером и страховкой, EUR.',
        ['Отель', 'Курорт', 'Питание', 'Цена от'],
        [
          ['Sunrise Beach 4*', 'Кемер', 'AI', '649'],
          ['Aqua Palace 5*', 'Белек', 'UAI', '899'],
          ['Side Garden 3*', 'Сиде', 'AI', '519'],
          ['Alanya Bay 4*', 'Аланья', 'AI', '589'],
          ['Lara Park 5*', 'Анталья', 'UAI', '949'],
        ],
        'Цены действительны на дату выпуска прайс-листа и пересчитываются при бронировании.',
      ),
    },
    {
      kind: 'price_list',
      language: 'ru',
      file_name: 'price_egypt.pdf',
      daysAgo: 18,
      texts: {
        ru: { title: 'Прайс-лист: Египет', description: 'Хургада и Шарм-эль-Шейх, 7 и 10 ночей.' },
        ro: { title: 'Listă de prețuri: Egipt', description: 'Hurghada și Sharm el-Sheikh, 7 și 10 nopți.' },
        en: { title: 'Price list: Egypt', description: 'Hurghada and Sharm el-Sheikh, 7 and 10 nights.' },
        ua: { title: 'Прайс-лист: Єгипет', description: 'Хургада та Шарм-ель-Шейх, 7 і 10 ночей.' },
      },
      content: priceList(
        'Прайс-лист: Египет',
        'Цена за человека при двухместном размещении, с чартерным перелётом из Кишинёва, EUR. Виза 30 USD оплачивается в аэропорту.',
        ['Отель', 'Курорт', 'Питание', '7 ночей', '10 ночей'],
        [
          ['Coral Bay 4*', 'Хургада', 'AI', '559', '689'],
          ['Red Sea Star 5*', 'Хургада', 'UAI', '719', '899'],
          ['Naama Lagoon 4*', 'Шарм-эль-Шейх', 'AI', '599', '749'],
          ['Sinai Palms 3*', 'Шарм-эль-Шейх', 'AI', '479', '589'],
        ],
        'Стоимость визы и туристических сборов в цену не входит.',
      ),
    },
    {
      kind: 'price_list',
      language: 'en',
      file_name: 'price_uae.pdf',
      daysAgo: 18,
      texts: {
        ru: { title: 'Прайс-лист: ОАЭ', description: 'Дубай и Абу-Даби, на английском языке.' },
        ro: { title: 'Listă de prețuri: EAU', description: 'Dubai și Abu Dhabi, în limba engleză.' },
        en: { title: 'Price list: UAE', description: 'Dubai and Abu Dhabi.' },
        ua: { title: 'Прайс-лист: ОАЕ', description: 'Дубай та Абу-Дабі, англійською мовою.' },
      },
      content: priceList(
        'Price list: United Arab Emirates',
        'Per person in a double room, 7 nights, with flydubai flights from Chișinău, EUR. The visa (95 EUR) and the Tourism Dirham are extra.',
        ['Hotel', 'City', 'Board', 'From'],
        [
          ['Marina View 4*', 'Dubai', 'BB', '1,090'],
          ['Palm Shore 5*', 'Dubai', 'HB', '1,590'],
          ['Corniche Tower 4*', 'Abu Dhabi', 'BB', '1,020'],
          ['Al Hamra Beach 5*', 'Ras Al Khaimah', 'AI', '1,390'],
        ],
        'Non-refundable rates apply over New Year and major fairs.',
      ),
    },
    {
      kind: 'price_list',
      language: 'ro',
      file_name: 'preturi_grecia.pdf',
      daysAgo: 18,
      texts: {
        ru: { title: 'Прайс-лист: Греция', description: 'Крит, Родос, Корфу, на румынском языке.' },
        ro: { title: 'Listă de prețuri: Grecia', description: 'Creta, Rodos, Corfu.' },
        en: { title: 'Price list: Greece', description: 'Crete, Rhodes, Corfu, in Romanian.' },
        ua: { title: 'Прайс-лист: Греція', description: 'Крит, Родос, Корфу, румунською мовою.' },
      },
      content: priceList(
        'Listă de prețuri: Grecia',
        'Preț de persoană în cameră dublă, 7 nopți, cu zbor charter din Chișinău, EUR.',
        ['Hotel', 'Insula', 'Masă', 'De la'],
        [
          ['Knossos Beach 4*', 'Creta', 'HB', '789'],
          ['Lindos Bay 5*', 'Rodos', 'AI', '1.090'],
          ['Corfu Blue 3*', 'Corfu', 'BB', '599'],
        ],
        'Taxa climatică se plătește la hotel.',
      ),
    },
    {
      kind: 'price_list',
      language: 'ru',
      file_name: 'price_tunisia.pdf',
      daysAgo: 64,
      texts: {
        ru: { title: 'Прайс-лист: Тунис', description: 'Хаммамет, Сусс, Монастир, Джерба.' },
        ro: { title: 'Listă de prețuri: Tunisia', description: 'Hammamet, Sousse, Monastir, Djerba, în limba rusă.' },
        en: { title: 'Price list: Tunisia', description: 'Hammamet, Sousse, Monastir, Djerba, in Russian.' },
        ua: { title: 'Прайс-лист: Туніс', description: 'Хаммамет, Сусс, Монастір, Джерба, російською мовою.' },
      },
      content: priceList(
        'Прайс-лист: Тунис',
        'Цена за человека при двухместном размещении, 7 ночей, чартер по четвергам, EUR.',
        ['Отель', 'Курорт', 'Питание', 'Цена от'],
        [
          ['Yasmine Resort 4*', 'Хаммамет', 'AI', '579'],
          ['Sousse Pearl 3*', 'Сусс', 'AI', '489'],
          ['Djerba Sun 4*', 'Джерба', 'AI', '629'],
        ],
        'Ввоз и вывоз тунисских динаров запрещён.',
      ),
    },
    {
      kind: 'form',
      language: 'ro',
      file_name: 'procura_minor.pdf',
      daysAgo: 27,
      texts: {
        ru: {
          title: 'Согласие на выезд ребёнка (образец)',
          description: 'Образец нотариального согласия второго родителя.',
        },
        ro: {
          title: 'Acord pentru ieșirea minorului (model)',
          description: 'Modelul acordului notarial al celuilalt părinte.',
        },
        en: {
          title: "Consent for a minor's travel (template)",
          description: "A template of the other parent's notarised consent.",
        },
        ua: { title: 'Згода на виїзд дитини (зразок)', description: 'Зразок нотаріальної згоди другого з батьків.' },
      },
      content: {
        title: 'Acord pentru ieșirea minorului din țară',
        subtitle: 'Model',
        sections: [
          {
            paragraphs: [
              'Subsemnatul(a) ______________________, IDNP ______________, în calitate de părinte al minorului ______________________, născut(ă) la ____________, îmi exprim acordul ca acesta să călătorească în ______________ în perioada ____________ – ____________, însoțit de ______________________.',
              'Data ____________          Semnătura ____________',
            ],
          },
        ],
      },
    },
    {
      kind: 'form',
      language: 'ru',
      file_name: 'zayavka_izmenenie.pdf',
      daysAgo: 140,
      texts: {
        ru: { title: 'Заявка на изменение заказа', description: 'Бланк для изменения данных туристов и услуг.' },
        ro: {
          title: 'Cerere de modificare a comenzii',
          description: 'Formular pentru modificarea datelor turiștilor și a serviciilor, în limba rusă.',
        },
        en: {
          title: 'Order change request',
          description: "A form to change tourists' details and services, in Russian.",
        },
        ua: {
          title: 'Заявка на зміну замовлення',
          description: 'Бланк для зміни даних туристів і послуг, російською мовою.',
        },
      },
      content: {
        title: 'Заявка на изменение заказа',
        sections: [
          {
            paragraphs: ['Номер заказа: ____________   Агентство: ______________________'],
            table: {
              head: ['Что изменить', 'Было', 'Стало'],
              rows: [
                ['', '', ''],
                ['', '', ''],
                ['', '', ''],
              ],
            },
          },
          {
            paragraphs: [
              'Изменения после выписки билетов оплачиваются по правилам туроператора.',
              'Подпись менеджера агентства ____________',
            ],
          },
        ],
      },
    },
    {
      kind: 'form',
      language: 'en',
      file_name: 'uae_visa_questionnaire.pdf',
      daysAgo: 92,
      texts: {
        ru: { title: 'Анкета на визу ОАЭ', description: 'Анкета туриста для оформления визы, на английском языке.' },
        ro: {
          title: 'Chestionar pentru viza EAU',
          description: 'Chestionarul turistului pentru viză, în limba engleză.',
        },
        en: { title: 'UAE visa questionnaire', description: "The tourist's questionnaire for the visa." },
        ua: { title: 'Анкета на візу ОАЕ', description: 'Анкета туриста для оформлення візи, англійською мовою.' },
      },
      content: {
        title: 'UAE tourist visa questionnaire',
        sections: [
          {
            table: {
              head: ['Field', 'Answer'],
              rows: [
                ['Surname and name (as in passport)', ''],
                ['Date and place of birth', ''],
                ['Passport number and expiry', ''],
                ['Profession and employer', ''],
                ['Religion', ''],
                ['Travel dates', ''],
              ],
            },
            paragraphs: ['Attach a passport scan and a colour photo on a white background.'],
          },
        ],
      },
    },
    {
      kind: 'form',
      language: 'ua',
      file_name: 'zayava_povernennia.pdf',
      daysAgo: 190,
      texts: {
        ru: {
          title: 'Заявление на возврат средств',
          description: 'Бланк заявления на возврат после аннуляции, на украинском языке.',
        },
        ro: {
          title: 'Cerere de rambursare',
          description: 'Formularul cererii de rambursare după anulare, în limba ucraineană.',
        },
        en: { title: 'Refund request', description: 'A refund request form after a cancellation, in Ukrainian.' },
        ua: { title: 'Заява на повернення коштів', description: 'Бланк заяви на повернення після анулювання.' },
      },
      content: {
        title: 'Заява на повернення коштів',
        sections: [
          {
            paragraphs: [
              'Прошу повернути кошти за анульованим замовленням № ____________ у сумі ____________ EUR за вирахуванням штрафу згідно з правилами анулювання.',
              'Реквізити для повернення: IBAN ______________________, банк ______________________.',
              'Дата ____________          Підпис ____________',
            ],
          },
        ],
      },
    },
    {
      kind: 'memo',
      language: 'ru',
      file_name: 'pamyatka_egypet.pdf',
      daysAgo: 152,
      texts: {
        ru: { title: 'Памятка туристу: Египет', description: 'Виза, валюта, правила поведения, экскурсии.' },
        ro: {
          title: 'Memento pentru turist: Egipt',
          description: 'Viză, valută, reguli de comportament, excursii; în limba rusă.',
        },
        en: { title: "Tourist's memo: Egypt", description: 'Visa, currency, conduct, excursions; in Russian.' },
        ua: {
          title: 'Пам’ятка туристу: Єгипет',
          description: 'Віза, валюта, правила поведінки, екскурсії; російською мовою.',
        },
      },
      content: {
        title: 'Памятка туристу: Египет',
        sections: [
          {
            heading: 'Виза',
            paragraphs: ['Виза по прибытии — 30 USD наличными. Для Синая — бесплатный штамп до 15 дней.'],
          },
          {
            heading: 'Деньги',
            paragraphs: ['Удобнее всего доллары США мелкими купюрами; карты принимают в отелях и крупных магазинах.'],
          },
          {
            heading: 'Безопасность',
            paragraphs: ['Не трогайте кораллы, пейте бутилированную воду, покупайте экскурсии у гида туроператора.'],
          },
        ],
      },
    },
    {
      kind: 'memo',
      language: 'ua',
      file_name: 'pamyatka_turechchyna.pdf',
      daysAgo: 170,
      texts: {
        ru: { title: 'Памятка туристу: Турция', description: 'Въезд, трансфер, отель, на украинском языке.' },
        ro: { title: 'Memento pentru turist: Turcia', description: 'Intrare, transfer, hotel; în limba ucraineană.' },
        en: { title: "Tourist's memo: Turkey", description: 'Entry, transfer, hotel; in Ukrainian.' },
        ua: { title: 'Пам’ятка туристу: Туреччина', description: 'В’їзд, трансфер, готель.' },
      },
      content: {
        title: 'Пам’ятка туристу: Туреччина',
        sections: [
          {
            heading: 'В’їзд',
            paragraphs: ['Віза не потрібна до 90 днів; паспорт має бути дійсним 150 днів з дати в’їзду.'],
          },
          { heading: 'Трансфер', paragraphs: ['Гід зустрічає в зоні прильоту з табличкою туроператора.'] },
          {
            heading: 'Готель',
            paragraphs: [
              'Заселення з 14:00, виселення до 12:00. Депозит за міні-бар може знадобитися під час заселення.',
            ],
          },
        ],
      },
    },
    {
      kind: 'memo',
      language: 'ro',
      file_name: 'scrisoare_termene_plata.pdf',
      daysAgo: 36,
      texts: {
        ru: {
          title: 'Письмо туроператора: новые сроки оплаты',
          description: 'Официальное уведомление агентствам, на румынском языке.',
        },
        ro: {
          title: 'Scrisoarea operatorului: termene noi de plată',
          description: 'Notificarea oficială a agențiilor.',
        },
        en: {
          title: "Operator's letter: new payment deadlines",
          description: 'The official notice to agencies, in Romanian.',
        },
        ua: {
          title: 'Лист туроператора: нові строки оплати',
          description: 'Офіційне повідомлення агентствам, румунською мовою.',
        },
      },
      content: {
        title: 'Către agențiile partenere',
        subtitle: `Chișinău, ${date(-36)}`,
        sections: [
          {
            paragraphs: [
              `Vă informăm că din ${date(-35)} restul plății pentru tururi se achită cu cel puțin 21 de zile înainte de zbor (anterior 14 zile). Avansul de 30% rămâne datorat în 3 zile de la confirmare.`,
              'Comenzile confirmate înainte de această dată se achită după termenele anterioare.',
              'Cu respect, Demo Tour Operator SRL',
            ],
          },
        ],
      },
    },
  ];
}
