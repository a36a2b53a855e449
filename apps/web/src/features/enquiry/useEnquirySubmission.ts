import { ENQUIRY_SUBMIT_DELAY_MS, MESSAGES } from '@medi/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFailureMessage } from './api-failure-message';
import type { EnquiryReply } from './enquiry.api';

export type EnquiryStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'success'; message: string }
  | { state: 'error'; message: string };

function wait(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * Spec 01 section 4: idle, then loading with an artificial 2 s pause before the request, then the server's
 * message (success) or the error view. Answers true on success so the form can clear its inputs. A form that
 * was closed (unmounted) meanwhile ignores the outcome, so closing always leaves a clean form behind.
 */
export function useEnquirySubmission<Body>(send: (body: Body) => Promise<EnquiryReply>) {
  const [status, setStatus] = useState<EnquiryStatus>({ state: 'idle' });
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (body: Body): Promise<boolean> => {
      setStatus({ state: 'loading' });
      await wait(ENQUIRY_SUBMIT_DELAY_MS);
      if (!mounted.current) return false;
      let next: EnquiryStatus;
      try {
        const reply = await send(body);
        next = reply.success
          ? { state: 'success', message: reply.message }
          : { state: 'error', message: reply.message || MESSAGES.genericError };
      } catch (error) {
        next = { state: 'error', message: apiFailureMessage(error) };
      }
      if (!mounted.current) return false;
      setStatus(next);
      return next.state === 'success';
    },
    [send],
  );

  return { status, submit };
}
