import type { DealEditorProps, FederatedModules } from '@meridian/shared/federation';
import { DealEditor as Editor } from '../features/deal-editor/components/DealEditor';

/** `pipeline/DealEditor`: a contact's deal, for the contacts remote's contact page (and the board's panel). */
function DealEditor(props: DealEditorProps) {
  return (
    <div data-remote="pipeline" data-build-id={process.env.MERIDIAN_BUILD_ID}>
      <Editor {...props} />
    </div>
  );
}

export default DealEditor satisfies FederatedModules['pipeline/DealEditor'];
