import { BrandImage } from './BrandImage';

/** /headerImage: the header image of the reports. */
export function HeaderImagePage() {
  return <BrandImage image="headerImage" />;
}
