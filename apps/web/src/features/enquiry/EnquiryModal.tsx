import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ContactUsForm } from './ContactUsForm';
import { DemoRequestForm } from './DemoRequestForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export type EnquiryVariant = 'demo' | 'contact' | 'generic' | 'forgot-password';

export interface EnquiryModalProps {
  variant: EnquiryVariant;
  opened: boolean;
  onClose(): void;
  /** Contact us only: the plan the visitor asked about (e.g. 'Enterprise'). */
  selectedPlan?: string;
}

const VARIANT_TEXT: Record<EnquiryVariant, { title: string; intro: string }> = {
  demo: {
    title: 'Request a Demo',
    intro: 'Tell us how to reach you and our team will schedule a live walkthrough of the scribe.',
  },
  contact: {
    title: 'Contact Us',
    intro: 'Leave your details and our sales team will get back to you about the plan.',
  },
  generic: {
    title: 'Send Us an Enquiry',
    intro: 'Questions about the product, pricing or deployment? We reply by e-mail or phone.',
  },
  'forgot-password': {
    title: 'Forgot Password',
    intro: '',
  },
};

function EnquiryForm({ variant, selectedPlan }: Pick<EnquiryModalProps, 'variant' | 'selectedPlan'>) {
  switch (variant) {
    case 'demo':
    case 'generic':
      return <DemoRequestForm kind={variant} />;
    case 'contact':
      return <ContactUsForm selectedPlan={selectedPlan} />;
    case 'forgot-password':
      return <ForgotPasswordForm />;
  }
}

/**
 * The enquiry modal of spec 01 (demo request, contact us, generic enquiry, forgot password). Closing it remounts
 * the form, which resets every field and drops a submission still waiting for its answer.
 */
export function EnquiryModal({ variant, opened, onClose, selectedPlan }: EnquiryModalProps) {
  const [formGeneration, setFormGeneration] = useState(0);
  const { title, intro } = VARIANT_TEXT[variant];

  const close = () => {
    setFormGeneration((generation) => generation + 1);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {intro && (
        <Text size="sm" c="gray.7" mb="sm">
          {intro}
        </Text>
      )}
      <EnquiryForm key={`${variant}-${formGeneration}`} variant={variant} selectedPlan={selectedPlan} />
    </Modal>
  );
}
