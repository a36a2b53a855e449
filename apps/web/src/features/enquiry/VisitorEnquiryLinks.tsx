import { Anchor, Group } from '@mantine/core';
import { useState } from 'react';
import type { EnquiryVariant } from './EnquiryModal';
import { EnquiryModalOnDemand } from './EnquiryModalOnDemand';

/** 'Request a demo' and 'Contact us' for visitors on /login (spec 01 section 1); each opens the enquiry modal. */
export function VisitorEnquiryLinks() {
  const [openVariant, setOpenVariant] = useState<Extract<EnquiryVariant, 'demo' | 'generic'> | null>(null);
  return (
    <>
      <Group gap="md" justify="center" wrap="wrap">
        <Anchor component="button" type="button" size="sm" onClick={() => setOpenVariant('demo')}>
          Request a demo
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={() => setOpenVariant('generic')}>
          Contact us
        </Anchor>
      </Group>
      <EnquiryModalOnDemand
        variant={openVariant ?? 'demo'}
        opened={openVariant !== null}
        onClose={() => setOpenVariant(null)}
      />
    </>
  );
}
