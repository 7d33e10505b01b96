import { useEffect } from 'react';

export interface DocumentMeta {
  title?: string | undefined;
  description?: string | undefined;
  keywords?: string | undefined;
}

function setMeta(name: string, content: string | undefined): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = element === null;
  const previous = element?.content;
  if (content === undefined) return () => undefined;
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
  const target = element;
  return () => {
    if (created) target.remove();
    else target.content = previous ?? '';
  };
}

/**
 * Sets the document title and the description/keywords meta tags while a page is shown, and
 * puts back what was there when it goes (CMS-004).
 */
export function useDocumentMeta({ title, description, keywords }: DocumentMeta): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => setMeta('description', description), [description]);
  useEffect(() => setMeta('keywords', keywords), [keywords]);
}
