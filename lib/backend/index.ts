// Server-only adapter to the booking backend: one module per resource (docs/architecture.md §2).
export { backendFetch, backendJson, SESSION_REFRESH_PATH, type BackendInit } from './client';
export { BackendError, notFoundOn404, nullOn410 } from './errors';
export { checkResetToken, getCurrentUser } from './auth';
export { getExchangeRate, getNavigation } from './core';
export { getBankBranches, getBanks, type Bank, type BankBranch } from './contract';
export { getNotification, getNotifications, notificationListSchema, type NotificationList, type NotificationQuery } from './notifications';
export { getEmployees, getEmployeeFormOptions } from './employees';
export { getAvailableNights, getCalendarHints, getCountries, getDepartureCities, getHotelCategories, getLocations, getMeals, getPackageTemplates } from './search';
export { getBookingData, getBookingOffer } from './booking';
export { expiredHoldOf, getFlightPlaces, getHeldFare, getTicketOrder, getTicketOrderFilters, getTicketOrders, searchFlights, type TicketOrdersList } from './flights';
export {
  getAcknowledgementReport,
  getDocuments,
  getFaq,
  getPublication,
  getPublicationCategories,
  getPublications,
  getRule,
  getRuleCategories,
  getRuleContext,
  getRules,
  type PublicationsQuery,
  type TripSource,
} from './content';
