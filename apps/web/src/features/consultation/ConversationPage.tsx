import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until its own issue lands: says what is coming and leads back, nothing that pretends to work. */
export function ConversationPage() {
  return (
    <ComingSoon
      title="Consultation"
      coming="Recording a consultation with live transcription, then the summary, diagnosis and prescription reports, arrives in the next release."
    />
  );
}
