// The ro catalogue: one JSON file per namespace, merged here. Add a namespace in all four.
import common from './common.json';
import validation from './validation.json';
import phone from './phone.json';
import errors from './errors.json';
import auth from './auth.json';
import agency from './agency.json';
import agencyAdmin from './agencyAdmin.json';
import portal from './portal.json';
import shell from './shell.json';
import pages from './pages.json';
import notifications from './notifications.json';
import alerts from './alerts.json';
import extension from './extension.json';
import format from './format.json';
import employees from './employees.json';
import searchForm from './searchForm.json';
import searchResults from './searchResults.json';
import basket from './basket.json';
import booking from './booking.json';
import tourist from './tourist.json';
import orderEdit from './orderEdit.json';
import priceBreakdown from './priceBreakdown.json';
import orders from './orders.json';
import bonuses from './bonuses.json';
import news from './news.json';
import rules from './rules.json';
import faq from './faq.json';
import documents from './documents.json';
import flights from './flights.json';
import flightBooking from './flightBooking.json';
import flightList from './flightList.json';
import flightSearch from './flightSearch.json';
import subpartitions from './subpartitions.json';
import gateways from './gateways.json';
import profile from './profile.json';
import ats from './ats.json';
import reports from './reports.json';
import atsDesk from './atsDesk.json';
import atsLists from './atsLists.json';
import selection from './selection.json';
import clientLinks from './clientLinks.json';

const messages = {
  common,
  validation,
  phone,
  errors,
  auth,
  agency,
  agencyAdmin,
  portal,
  shell,
  pages,
  notifications,
  alerts,
  extension,
  format,
  employees,
  searchForm,
  searchResults,
  basket,
  priceBreakdown,
  booking,
  tourist,
  orderEdit,
  orders,
  bonuses,
  news,
  rules,
  faq,
  documents,
  flights,
  flightBooking,
  flightList,
  flightSearch,
  subpartitions,
  gateways,
  profile,
  ats,
  reports,
  atsDesk,
  atsLists,
  selection,
  clientLinks,
};

export default messages;
