import {
  FlightSearchPage,
  flightSearchMetadata,
  type FlightSearchPageProps,
} from '@/components/flights/search/flight-search-page';

// The flight search (docs/product.md §11 "The flight search page").
export const generateMetadata = flightSearchMetadata;

export default function Page(props: FlightSearchPageProps) {
  return <FlightSearchPage {...props} />;
}
