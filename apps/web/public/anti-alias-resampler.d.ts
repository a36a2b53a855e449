export declare const PASSBAND_HZ: number;
export declare const STOPBAND_HZ: number;
export declare const ATTENUATION_DB: number;
export declare function lowPassKernel(
  inputRate: number,
  passbandHz?: number,
  stopbandHz?: number,
): Float32Array;
export declare class AntiAliasResampler {
  constructor(inputRate: number, outputRate: number);
  push(block: Float32Array, emit: (sample: number) => void): void;
}
