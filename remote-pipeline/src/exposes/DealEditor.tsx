import type { DealEditorProps, FederatedModules } from '@meridian/shared/federation';
import { CatalogueGate } from '@meridian/shared/i18n';
import { LoadingState } from '@meridian/shared/ui';
import { DealEditor as Editor } from '../features/deal-editor/components/DealEditor';
import { catalogue } from '../i18n';

/** `pipeline/DealEditor`: a contact's deal, for the contacts remote's contact page (and the board's panel). */
function DealEditor(props: DealEditorProps) {
  return (
    <div data-remote="pipeline" data-build-id={process.env.MERIDIAN_BUILD_ID}>
      <CatalogueGate catalogue={catalogue} fallback={<LoadingState />}>
        <Editor {...props} />
      </CatalogueGate>
    </div>
  );
}

export default DealEditor satisfies FederatedModules['pipeline/DealEditor'];
