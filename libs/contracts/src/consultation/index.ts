export * from './transcription-protocol';
export * from './audio-frames';
export * from './consultation.contracts';
export * from './live-streams';
export * from './transcription-link';
export * from './consultation-history';
