import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from './page-header';

/**
 * A page drawn inside the page frame with its title (the route table does this for its pages),
 * read from the query where the route has another title for it.
 */
export function framed(Page: ComponentType, titleOf: (query: URLSearchParams) => string): ComponentType {
  function Framed() {
    const [query] = useSearchParams();
    return (
      <PageFrame title={titleOf(query)}>
        <Page />
      </PageFrame>
    );
  }
  Framed.displayName = `Framed(${Page.displayName ?? Page.name})`;
  return Framed;
}
