import { Center, Image } from '@mantine/core';
import { useDomainName } from '../config/useGlobalConfig';
import headerImage from './assets/header-image.svg';
import logo from './assets/logo.svg';

const IMAGES = {
  logo: { src: logo, describe: (domainName: string) => `${domainName} logo`, maxWidth: 160 },
  headerImage: {
    src: headerImage,
    describe: (domainName: string) => `${domainName} report header image`,
    maxWidth: 1200,
  },
} as const;

/** The image routes of spec 01 section 2: the image itself, named for assistive technology. */
export function BrandImage({ image }: { image: keyof typeof IMAGES }) {
  const domainName = useDomainName();
  const { src, describe, maxWidth } = IMAGES[image];
  return (
    <Center>
      <Image src={src} alt={describe(domainName)} maw={maxWidth} w="100%" />
    </Center>
  );
}
