import { PayloadSealer } from '@medi/nest-transport';

/** The run's TRANSPORT_SEALING_KEY (made by the global setup): what every process a test starts seals with. */
export function testSealingKey(): string {
  const key = process.env.TRANSPORT_SEALING_KEY;
  if (!key) throw new Error('TRANSPORT_SEALING_KEY is not set: run through the jest integration project');
  return key;
}

/** A sealer with the run's key, for a transport client or server a test makes itself. */
export function testSealer(): PayloadSealer {
  return PayloadSealer.fromKeys(testSealingKey());
}
