import { FederatedComponent } from '@meridian/shared/federation';

export interface RemoteSectionProps {
  id: string;
}

/** A remote's routes, behind an error boundary: one remote down never blanks the shell. */
export function RemoteSection({ id }: RemoteSectionProps) {
  return (
    <section data-section={id.split('/')[0]} style={{ height: '100%' }}>
      <FederatedComponent id={id} />
    </section>
  );
}
