// AudioWorklet: the microphone's float samples, mixed to mono, resampled to 16 kHz and sent as 16-bit PCM
// (little-endian) in 100 ms chunks to the page, which base64-encodes them into trigger_process events.
const TARGET_RATE = 16000;
const CHUNK_SAMPLES = TARGET_RATE / 10;

class PcmProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.ratio = sampleRate / TARGET_RATE;
    this.position = 0;
    this.chunk = new Int16Array(CHUNK_SAMPLES);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const frames = channels[0].length;
    for (; this.position < frames; this.position += this.ratio) {
      const index = Math.floor(this.position);
      let sum = 0;
      for (const channel of channels) sum += channel[index];
      const sample = Math.max(-1, Math.min(1, sum / channels.length));
      this.chunk[this.filled++] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
      if (this.filled === CHUNK_SAMPLES) {
        this.port.postMessage(this.chunk.buffer, [this.chunk.buffer]);
        this.chunk = new Int16Array(CHUNK_SAMPLES);
        this.filled = 0;
      }
    }
    this.position -= frames;
    return true;
  }
}

registerProcessor('pcm-processor', PcmProcessor);
