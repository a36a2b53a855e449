import { Anchor, Divider, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useDomainName, useGlobalConfig } from '../config/useGlobalConfig';
import { LEGAL_EFFECTIVE_DATE, type LegalDocument } from './legal-documents';

const TOKEN_PATTERN = /(\{product\}|\{supportEmail\})/;

/** Replaces the document tokens: the product name as text, the support address as a mailto link. */
function useTokenRenderer(): (text: string) => ReactNode {
  const domainName = useDomainName();
  const config = useGlobalConfig();
  const supportEmail = config?.supportEmail;

  return (text) =>
    text.split(TOKEN_PATTERN).map((part, index) => {
      if (part === '{product}') return <Fragment key={index}>{domainName}</Fragment>;
      if (part === '{supportEmail}') {
        return supportEmail ? (
          <Anchor key={index} href={`mailto:${supportEmail}`}>
            {supportEmail}
          </Anchor>
        ) : (
          <Fragment key={index}>our support team</Fragment>
        );
      }
      return <Fragment key={index}>{part}</Fragment>;
    });
}

/** One renderer for the three legal pages (spec 02 section 1): numbered headings, effective date, footer. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const render = useTokenRenderer();
  const domainName = useDomainName();
  const config = useGlobalConfig();

  return (
    <Stack component="article" gap="lg" aria-labelledby="legal-title" style={{ overflowWrap: 'anywhere' }}>
      <Stack gap={4}>
        <Title order={1} id="legal-title">
          {document.title}
        </Title>
        <Text size="sm" c="gray.7">
          Effective date: {LEGAL_EFFECTIVE_DATE}
        </Text>
      </Stack>
      {document.introduction.map((paragraph) => (
        <Text key={paragraph}>{render(paragraph)}</Text>
      ))}
      {document.sections.map((section, index) => (
        <Stack component="section" gap="xs" key={section.heading}>
          <Title order={2} fz="h3">
            {index + 1}. {section.heading}
          </Title>
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph}>{render(paragraph)}</Text>
          ))}
          {section.items && (
            <List spacing={6} pr="xs">
              {section.items.map((item) => (
                <List.Item key={item}>{render(item)}</List.Item>
              ))}
            </List>
          )}
          {section.closing && <Text>{render(section.closing)}</Text>}
        </Stack>
      ))}
      <Divider />
      <Stack component="footer" gap={4} align="center">
        <Text size="sm" c="gray.7" ta="center">
          © {new Date().getFullYear()} {domainName}. All rights reserved.
        </Text>
        <Text size="sm" c="gray.7" ta="center">
          Powered by{' '}
          {config?.mediAssistBaseUrl ? (
            <Anchor href={config.mediAssistBaseUrl} fw={600}>
              {domainName}
            </Anchor>
          ) : (
            <Text span fw={600}>
              {domainName}
            </Text>
          )}
        </Text>
      </Stack>
    </Stack>
  );
}
