import { TourSearchPage, tourSearchMetadata, type TourSearchPageProps } from '@/components/search/tour-search-page';

// Tour search (docs/product.md §2); `/` and `/search/tour` are the same screen.
export const generateMetadata = tourSearchMetadata;

export default function Page(props: TourSearchPageProps) {
  return <TourSearchPage {...props} />;
}
