import { ACCESS_LIMITS } from '@medi/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** After a resend the link rests for 30 s (spec 01 section 9), or longer if the server asks for more. */
export function useResendCooldown(): { coolingDown: boolean; startCooldown: (seconds?: number) => void } {
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const startCooldown = useCallback((seconds?: number) => {
    const restSeconds = Math.max(ACCESS_LIMITS.otpResendCooldownSeconds, seconds ?? 0);
    window.clearTimeout(timer.current);
    setCoolingDown(true);
    timer.current = window.setTimeout(() => setCoolingDown(false), restSeconds * 1000);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { coolingDown, startCooldown };
}
