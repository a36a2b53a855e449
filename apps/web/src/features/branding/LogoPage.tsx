import { BrandImage } from './BrandImage';

/** /logo: the product logo. */
export function LogoPage() {
  return <BrandImage image="logo" />;
}
