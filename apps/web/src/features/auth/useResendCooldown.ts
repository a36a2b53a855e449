import { ACCESS_LIMITS } from '@medi/contracts';
import { useCallback, useEffect, useState } from 'react';

export interface ResendCooldown {
  coolingDown: boolean;
  /** Whole seconds until the code can be sent again; 0 when it can. */
  secondsLeft: number;
  startCooldown: (seconds?: number) => void;
}

/**
 * After a code is sent the resend link rests for 30 s (spec 01 section 9), or longer if the server asks for more.
 * `coolingAtStart`: a code was sent just before this mounts, so the first 30 s are a rest too.
 */
export function useResendCooldown(coolingAtStart = false): ResendCooldown {
  const [secondsLeft, setSecondsLeft] = useState(coolingAtStart ? ACCESS_LIMITS.otpResendCooldownSeconds : 0);
  const coolingDown = secondsLeft > 0;

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [coolingDown]);

  const startCooldown = useCallback((seconds?: number) => {
    setSecondsLeft(Math.max(ACCESS_LIMITS.otpResendCooldownSeconds, seconds ?? 0));
  }, []);

  return { coolingDown, secondsLeft, startCooldown };
}
