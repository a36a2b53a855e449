/**
 * The legal texts of spec 02 section 1, kept as data and rendered by one component. `{product}` becomes the
 * configured domain name and `{supportEmail}` a mailto link to the configured support address.
 */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Text after the list, when a section needs a closing remark. */
  closing?: string;
}

export interface LegalDocument {
  id: LegalDocumentId;
  title: string;
  introduction: readonly string[];
  sections: readonly LegalSection[];
}

export type LegalDocumentId = 'terms-and-conditions' | 'privacy-policy' | 'license-agreement';

export const LEGAL_EFFECTIVE_DATE = '1 January 2025';

const TERMS_AND_CONDITIONS: LegalDocument = {
  id: 'terms-and-conditions',
  title: 'Terms and Conditions',
  introduction: [
    'These Terms and Conditions govern your access to and use of {product}, an AI medical scribe that transcribes clinical consultations and drafts reports, treatment plans and prescriptions for review by a doctor. “We”, “us” and “the Provider” mean the provider of {product}; “you” means the registered medical practitioner who holds the account and, where applicable, the hospital or clinic on whose behalf you use it.',
    'By creating an account or using {product} you accept these Terms, the Privacy Policy and the License Agreement. If you do not accept them, do not use the service.',
  ],
  sections: [
    {
      heading: 'Who may use the service',
      paragraphs: [
        '{product} is intended only for registered medical practitioners who hold a valid licence or registration with the competent medical council or health authority of India or the United Arab Emirates, and who use it in the course of their professional practice at a hospital or clinic.',
      ],
      items: [
        'You must be at least 18 years old and legally able to enter into this agreement.',
        'The licence or registration number you give at sign-up must be your own, current and valid. We may verify it and may suspend an account whose registration cannot be confirmed, has lapsed or has been withdrawn.',
        'Your account is personal. Do not share your password or one-time sign-in codes, and do not let anyone else use the service under your account.',
      ],
    },
    {
      heading: 'What the service does',
      paragraphs: [
        '{product} records the consultation you start, transcribes it in real time in the language you choose, and, when you ask it to, produces a summary report, a treatment plan, a prescription draft and a list of potential diagnoses from the conversation, your notes and the patient details you enter. You can edit these documents, download them as PDF and share them by e-mail.',
      ],
    },
    {
      heading: 'Clinical decision support, not a replacement for clinical judgement',
      paragraphs: [
        'Everything {product} produces, including transcripts, summaries, potential diagnoses, treatment plans and prescription drafts, is generated automatically and can be incomplete or wrong. It is decision support only. It does not provide medical advice, does not diagnose or treat anyone, and does not replace your professional judgement.',
        'You remain solely responsible for every clinical decision, for the diagnosis and treatment of your patients, and for the content of any report or prescription you sign, download or send. Review and correct every document before you rely on it or give it to a patient or another professional.',
      ],
    },
    {
      heading: 'Your responsibilities',
      items: [
        'Inform each patient that the consultation is being recorded and transcribed with an AI tool, and obtain any consent the law that applies to you requires before you start a session.',
        'For a patient under 13, record the session only with the consent of a parent or lawful guardian; where the law that applies to you sets a higher age, obtain the consent that law requires.',
        'Enter patient details accurately and only to the extent needed for the consultation.',
        'Keep your sign-in details confidential and tell us at once at {supportEmail} if you suspect that someone else has used your account.',
        'Use the service in line with the professional, ethical and data protection rules that apply to you, including those of your medical council or health authority.',
      ],
    },
    {
      heading: 'Patient data',
      paragraphs: [
        "Patient data you enter or record remains yours (or your hospital's or clinic's). We process it only on your instructions and only to provide the service, acting as your data processor, as described in the Privacy Policy. We do not sell patient data and do not use it for advertising.",
      ],
    },
    {
      heading: 'Plans, trials and payment',
      paragraphs: [
        'The service is offered as a free trial and as paid plans, each with its own allowance of reports, hours and features, shown on the pricing page. Enterprise plans are agreed with our sales team. Fees are payable in advance for the chosen billing period through our payment partner and are not refundable except where the law requires.',
        "Hosting of a dedicated deployment is provisioned on the customer's preferred cloud and billed separately. Prices exclude taxes, which are added where applicable.",
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You must not:'],
      items: [
        'use the service for any purpose other than the care of your patients and the administration of your practice;',
        'record anyone without the notice and consent the law requires;',
        'copy, modify, reverse engineer or resell the software, or try to reach data that is not yours;',
        'interfere with the security or operation of the service, including by automated access or load that it is not designed for;',
        'upload content that is unlawful or infringes the rights of others.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The software, models, designs and documentation of {product} belong to the Provider and its licensors and are licensed to you under the License Agreement. The reports and other documents generated from your consultations belong to you. If you send us feedback, we may use it to improve the service without any obligation to you.',
      ],
    },
    {
      heading: 'Availability and changes to the service',
      paragraphs: [
        'We work to keep the service available and secure, but we do not promise that it will be uninterrupted or free of errors. We may carry out maintenance, and we may change or retire features; we will tell you in advance of changes that materially reduce the service you pay for.',
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'You may stop using the service and delete your account at any time from your profile. We may suspend or close an account that breaches these Terms, whose medical registration is no longer valid, or where the law requires it. On closure, we delete or return your data as described in the Privacy Policy.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'To the fullest extent the law allows, the service is provided “as is” and “as available”, without warranties of any kind, including fitness for a particular purpose and the accuracy of generated content.',
        'To the fullest extent the law allows, the Provider is not liable for any clinical decision or outcome, or for indirect or consequential loss, loss of profits or loss of data, and its total liability arising from the service in any twelve months is limited to the fees you paid for the service in that period. Nothing in these Terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Indemnity',
      paragraphs: [
        'You agree to indemnify the Provider against claims by third parties, including patients, that arise from your clinical decisions, from content you enter or share, or from your breach of these Terms or of the law.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These Terms are governed by the laws of the country in which you are registered to practise: the Republic of India or the United Arab Emirates. The competent courts of that country have exclusive jurisdiction, without prejudice to any mandatory rights you have under the law of your place of practice.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these Terms. We will show the new effective date here and tell you by e-mail or in the application before a material change takes effect. If you continue to use the service after that date, the updated Terms apply.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these Terms can be sent to {supportEmail}.'],
    },
  ],
};

const PRIVACY_POLICY: LegalDocument = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  introduction: [
    'This Privacy Policy explains what personal data {product} processes, why, where and for how long, and what rights you have. It applies to doctors who use {product}, to the hospitals and clinics they work for, and, through them, to the patients whose consultations are recorded.',
  ],
  sections: [
    {
      heading: 'Our role: who decides and who processes',
      paragraphs: [
        'Patient data remains owned by you, the doctor, or by your hospital or clinic. You decide why and how it is processed; the Provider acts as your data processor and processes patient data only on your documented instructions and only to provide the service.',
        'For the account data of doctors (your name, e-mail, registration and billing details), the Provider decides how the data is used to run the service and is responsible for it as set out in this policy.',
      ],
    },
    {
      heading: 'Data protection laws we follow',
      items: [
        'India: the Digital Personal Data Protection Act, 2023 (DPDP Act). Under it, you or your hospital act as the Data Fiduciary for patient data and the Provider acts as your Data Processor.',
        'United Arab Emirates: Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data, and Federal Law No. 2 of 2019 on the Use of Information and Communications Technology in Health Fields, which governs health data and its storage.',
      ],
      closing:
        'Where data is stored and processed (data residency) follows the deployment configuration chosen by your organisation, including the cloud provider and region. Deployments that fall under Federal Law No. 2 of 2019 are configured to keep health data within the United Arab Emirates unless a transfer permitted by that law applies.',
    },
    {
      heading: 'What data we process',
      items: [
        'Account data: title, name, gender, date of birth, e-mail address, medical credentials, specialization, country of practice, licence or registration number and, if you add one, your profile photo.',
        'Practice settings: hospital or clinic details, doctor details, signature and seal images used on your reports.',
        'Consultation data: the audio of the consultations you record (streamed for transcription), transcripts, your notes and prescriptions, the patient details you enter, and the reports and suggestions generated from them.',
        'Subscription data: your plan, its usage and your payment history. Card and bank details are handled by our payment partner; we do not store them.',
        'Technical data: sign-in and security events, IP address, browser type and application logs, used to keep the service secure and working.',
        'Messages you send us: feedback, demo requests and other enquiries, including the contact details you give.',
      ],
    },
    {
      heading: 'How we use it',
      items: [
        'to provide the service you asked for: transcription, report generation, downloads and e-mail sharing;',
        'to secure your account, including sign-in with a password and a one-time code sent by e-mail;',
        'to manage your subscription and send service and billing e-mails;',
        'to answer your enquiries and act on your feedback;',
        'to meet our legal obligations.',
      ],
      closing:
        'We do not sell personal data, do not use patient data for advertising, and do not use patient data to train AI models.',
    },
    {
      heading: 'Children',
      paragraphs: [
        'The data of a patient under 13 may be recorded only with the consent of a parent or lawful guardian, obtained by the treating doctor before the session. Where the law that applies to the doctor sets a higher age, the doctor must obtain the consent that law requires; the DPDP Act, for example, requires verifiable parental consent for anyone under 18. Accounts are only for adult registered practitioners.',
      ],
    },
    {
      heading: 'Who we share data with',
      paragraphs: [
        'We share data only with the service providers that help us run {product}, each bound by a contract that limits their use of the data to the service and requires appropriate security:',
      ],
      items: [
        'cloud hosting and storage, in the region your deployment is configured for;',
        'speech recognition, to transcribe the consultation;',
        'an AI language model service, to draft reports, plans and suggestions;',
        'e-mail delivery, for sign-in codes, password resets and the reports you choose to share;',
        'our payment partner, for subscription payments.',
      ],
      closing:
        'We disclose data to public authorities only when the law requires it, and we tell you first where the law allows.',
    },
    {
      heading: 'Security',
      paragraphs: [
        'Data is encrypted in transit. Passwords are stored only as strong one-way hashes, sign-in needs a one-time code sent to your e-mail, sessions end after a period of inactivity, and access to production systems is restricted and logged. If a personal data breach affects your data, we will notify you and the authorities as the applicable law requires.',
      ],
    },
    {
      heading: 'How long we keep data',
      paragraphs: [
        "Consultation data is kept for as long as your account is active or as your organisation's retention settings require, so that you can meet your medical record-keeping obligations. When you delete your account, we delete or return your data within 30 days, except where the law obliges us to keep it longer. Security logs are kept for up to one year.",
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on the law that applies, you may ask to access, correct, update or erase your personal data, to withdraw consent, to nominate another person to exercise your rights, and to have a grievance addressed. Most account data can be corrected from your profile and settings pages. For anything else, write to {supportEmail}.',
        'Patients who want to exercise their rights over consultation data should contact their doctor, hospital or clinic, which controls that data; we will help them respond.',
      ],
    },
    {
      heading: 'Cookies and data kept in your browser',
      items: [
        'A session cookie that keeps you signed in; it cannot be read by scripts and expires with your session.',
        'Display cookies with your first name, title, specialization and e-mail, used to greet you in the application.',
        'Your language preference and profile photo, stored in your browser so that pages load quickly. Signing out removes everything except the language preference.',
      ],
      closing: 'We do not use advertising or third-party tracking cookies.',
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will show the new effective date here and tell you before a material change takes effect.',
      ],
    },
    {
      heading: 'Contact and grievances',
      paragraphs: [
        'Questions, requests and complaints about privacy can be sent to {supportEmail}. We answer within the time the applicable law sets. You may also complain to the Data Protection Board of India or to the UAE Data Office, as applicable.',
      ],
    },
  ],
};

const LICENSE_AGREEMENT: LegalDocument = {
  id: 'license-agreement',
  title: 'License Agreement',
  introduction: [
    'This License Agreement is between the Provider of {product} and you, the registered medical practitioner (and, where applicable, the hospital or clinic you represent). It sets the terms on which you may use the {product} software. It forms part of the Terms and Conditions.',
  ],
  sections: [
    {
      heading: 'Grant of licence',
      paragraphs: [
        'Subject to this Agreement and to payment of any applicable fees, the Provider grants you a limited, non-exclusive, non-transferable and revocable licence to use {product} for your own professional practice during the term of your plan.',
      ],
    },
    {
      heading: 'Territory',
      paragraphs: [
        'This licence is valid only for use by practitioners registered in India or the United Arab Emirates, for consultations at hospitals and clinics in those two countries. Use elsewhere is not licensed.',
      ],
    },
    {
      heading: 'Eligible users',
      paragraphs: [
        'Only registered medical practitioners with a valid licence or registration may use the software. Each account is for one named practitioner and may not be shared.',
      ],
    },
    {
      heading: 'Restrictions',
      paragraphs: ['You may not:'],
      items: [
        'copy, modify, translate or create works derived from the software;',
        'decompile, disassemble or reverse engineer it, except to the extent the law expressly allows;',
        'sublicense, rent, lend, sell or otherwise make it available to third parties;',
        'remove or alter proprietary notices, watermarks or the powered-by mark, except where your plan includes watermark removal;',
        'use it to build a competing product or service.',
      ],
    },
    {
      heading: 'Clinical use',
      paragraphs: [
        'The software is a clinical decision support and documentation tool. It does not replace the clinical judgement of a qualified practitioner. You must review every transcript, report, suggested diagnosis and prescription draft before relying on it.',
      ],
    },
    {
      heading: 'Patient data',
      paragraphs: [
        "Patient data remains owned by you or your hospital or clinic; the Provider processes it as your data processor under the Privacy Policy and the applicable law, including India's Digital Personal Data Protection Act, 2023, the UAE's Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data and Federal Law No. 2 of 2019 on the use of information and communications technology in health fields. Data of a person under 13 may be processed only with the consent of a parent or lawful guardian.",
      ],
    },
    {
      heading: 'Ownership',
      paragraphs: [
        'The software and all intellectual property in it remain with the Provider and its licensors. No rights are granted except those stated in this Agreement. Reports generated from your consultations belong to you.',
      ],
    },
    {
      heading: 'Updates and third-party components',
      paragraphs: [
        'The Provider may update the software to improve it, fix defects or meet legal requirements; updates are covered by this Agreement. The software includes open-source components licensed under their own terms, which take precedence for those components.',
      ],
    },
    {
      heading: 'Term and termination',
      paragraphs: [
        'This Agreement lasts while you hold an account. It ends automatically if you breach it, if your medical registration is no longer valid, or when your account is closed. When it ends you must stop using the software; the Privacy Policy sets out what happens to your data.',
      ],
    },
    {
      heading: 'Warranty and liability',
      paragraphs: [
        'The software is provided “as is”. To the fullest extent the law allows, the Provider gives no warranty that it is error-free or fit for a particular purpose, and its liability is limited as set out in the Terms and Conditions.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'This Agreement is governed by the laws of the country in which you are registered to practise, India or the United Arab Emirates, and its competent courts have exclusive jurisdiction.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'For questions about this licence, or to report misuse of the software, write to our support team at {supportEmail}.',
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
  'terms-and-conditions': TERMS_AND_CONDITIONS,
  'privacy-policy': PRIVACY_POLICY,
  'license-agreement': LICENSE_AGREEMENT,
};
