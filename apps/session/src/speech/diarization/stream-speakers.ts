import { doctorEvidence } from './role-cues';
import { SpeakerDiarizer, type Diarization } from './speaker-diarizer';
import { voiceFeatures } from './voice-features';

const BYTES_PER_MS = 32;

/**
 * Speaker labels for one 16 kHz stream whose recogniser reports utterances by time: keeps the audio not yet
 * labelled by a final, and labels each result from its own audio and words.
 */
export class StreamSpeakers {
  private readonly diarizer = new SpeakerDiarizer();
  private chunks: Buffer[] = [];
  /** Stream offset in bytes of the first kept chunk. */
  private keptFrom = 0;
  /** A partial's label, kept until its audio has doubled: the cost stays linear in the utterance's length. */
  private partial: { utterance: number; bytes: number; diarization: Diarization } | undefined;

  write(pcm16: Buffer): void {
    this.chunks.push(pcm16);
  }

  /** A final learns from its utterance; a partial is labelled from the audio so far without learning. */
  speakerOf(
    kind: 'partial' | 'final',
    utterance: number,
    startMs: number,
    endMs: number,
    text: string,
  ): Diarization {
    const audio = this.audioOf(startMs, endMs);
    if (kind === 'partial') {
      if (this.partial?.utterance === utterance && audio.length < 2 * this.partial.bytes) {
        return this.partial.diarization;
      }
      const diarization = this.diarizer.label(voiceFeatures(audio), doctorEvidence(text), false);
      this.partial = { utterance, bytes: audio.length, diarization };
      return diarization;
    }
    this.partial = undefined;
    const diarization = this.diarizer.label(voiceFeatures(audio), doctorEvidence(text), true);
    this.forgetBefore(endMs * BYTES_PER_MS);
    return diarization;
  }

  private audioOf(startMs: number, endMs: number): Buffer {
    const kept = Buffer.concat(this.chunks);
    this.chunks = [kept];
    const from = Math.max(0, startMs * BYTES_PER_MS - this.keptFrom);
    const to = Math.max(from, endMs * BYTES_PER_MS - this.keptFrom);
    // Whole samples from an even offset, as the features read 16-bit samples in place.
    return Buffer.from(kept.subarray(from & ~1, to & ~1));
  }

  private forgetBefore(byte: number): void {
    const kept = Buffer.concat(this.chunks);
    const drop = Math.min(Math.max(0, (byte & ~1) - this.keptFrom), kept.length);
    this.chunks = [kept.subarray(drop)];
    this.keptFrom += drop;
  }
}
