import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { EnquiryModalOnDemand } from '../enquiry/index';

/** 'Forgot Password?' on /login opens the e-mail-only variant of the enquiry modal. */
export function ForgotPasswordLink() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
        Forgot Password?
      </Anchor>
      <EnquiryModalOnDemand variant="forgot-password" opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
