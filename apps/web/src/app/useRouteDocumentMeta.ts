import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useDomainName } from '../features/config/useGlobalConfig';
import { documentMetaOf } from './route-meta';

function setMetaDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** Sets 'Login | {domainName}' and the meta description from the deepest matched route that declares them. */
export function useRouteDocumentMeta(): void {
  const domainName = useDomainName();
  const { title, description } = documentMetaOf(
    useMatches().map((match) => match.handle),
    domainName,
  );

  useEffect(() => {
    document.title = title;
    if (description) setMetaDescription(description);
  }, [title, description]);
}
