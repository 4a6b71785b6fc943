import type { ComponentType } from 'react';
import { PageFrame } from './page-header';

/** A page drawn inside the page frame with `title` (the route table does this for its pages). */
export function framed(Page: ComponentType, title: string): ComponentType {
  function Framed() {
    return (
      <PageFrame title={title}>
        <Page />
      </PageFrame>
    );
  }
  Framed.displayName = `Framed(${title})`;
  return Framed;
}
