// AudioWorklet: the microphone's float samples, mixed to mono, low-pass filtered and resampled to 16 kHz
// (anti-alias-resampler.js), sent as 16-bit PCM (little-endian) in 100 ms chunks to the page, whose
// TranscriptionLink sends them as binary audio frames (or base64 in trigger_process events to a server that did not
// choose the binary subprotocol).
import { AntiAliasResampler } from './anti-alias-resampler.js';

const TARGET_RATE = 16000;
const CHUNK_SAMPLES = TARGET_RATE / 10;

class PcmProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.resampler = new AntiAliasResampler(sampleRate, TARGET_RATE);
    this.mono = new Float32Array(128);
    this.chunk = new Int16Array(CHUNK_SAMPLES);
    this.filled = 0;
    this.emit = (value) => {
      const sample = Math.max(-1, Math.min(1, value));
      this.chunk[this.filled++] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
      if (this.filled === CHUNK_SAMPLES) {
        this.port.postMessage(this.chunk.buffer, [this.chunk.buffer]);
        this.chunk = new Int16Array(CHUNK_SAMPLES);
        this.filled = 0;
      }
    };
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const frames = channels[0].length;
    if (this.mono.length !== frames) this.mono = new Float32Array(frames);
    const mono = this.mono;
    for (let index = 0; index < frames; index += 1) {
      let sum = 0;
      for (const channel of channels) sum += channel[index];
      mono[index] = sum / channels.length;
    }
    this.resampler.push(mono, this.emit);
    return true;
  }
}

registerProcessor('pcm-processor', PcmProcessor);
